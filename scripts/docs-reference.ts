/**
 * Writes docs/reference.md from the OpenAPI document the service serves (`/doc`, in English).
 *
 *   npm run docs:reference
 *
 * test/unit/reference-markdown.test.ts fails while the file differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { referenceMarkdown } from '../src/docs/markdown';
import { buildDocument } from '../src/docs/openapi';

const target = new URL('../docs/reference.md', import.meta.url);
writeFileSync(target, referenceMarkdown(buildDocument('en', '')));
console.log('Wrote docs/reference.md');
