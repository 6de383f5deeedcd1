import fc from 'fast-check';
import { freshStart } from './fresh-start';
import { fuzzSeed } from './fuzz/scale';

// Before each test file: a fresh start (./fresh-start.ts), and fast-check's fixed seed for the
// properties that name none (./fuzz/scale.ts).
await freshStart();
fc.configureGlobal({ seed: fuzzSeed() });
