import * as z from './zod-api';

/** `import { z } from '../lib/zod'`: zod's API without its translations (./zod-api.ts). */
export { z };
