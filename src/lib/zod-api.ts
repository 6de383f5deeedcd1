/**
 * zod's classic API as `zod` exports it (node_modules/zod/v4/classic/external.js), less its 40 translations of
 * validation messages (`z.locales`, `z.core.locales`): the API words its own messages in five languages
 * (src/http/validate.ts), and the translations were an eighth of the Worker's weight at every start-up
 * (docs/performance.md#start-up). English stays, registered by zod itself on the first schema.
 */

export * from '../../node_modules/zod/v4/classic/checks.js';
export * as coerce from '../../node_modules/zod/v4/classic/coerce.js';
export * from '../../node_modules/zod/v4/classic/compat.js';
export * from '../../node_modules/zod/v4/classic/errors.js';
export type { input, output } from '../../node_modules/zod/v4/classic/in-out.js';
export * as iso from '../../node_modules/zod/v4/classic/iso.js';
export {
  ZodISODate,
  ZodISODateTime,
  ZodISODuration,
  ZodISOTime,
} from '../../node_modules/zod/v4/classic/iso.js';
export * from '../../node_modules/zod/v4/classic/parse.js';
export * from '../../node_modules/zod/v4/classic/schemas.js';
export type * as core from '../../node_modules/zod/v4/core/index.js';
export {
  $brand,
  $input,
  $output,
  clone,
  config,
  flattenError,
  formatError,
  globalRegistry,
  NEVER,
  prettifyError,
  regexes,
  registry,
  TimePrecision,
  treeifyError,
  util,
} from '../../node_modules/zod/v4/core/index.js';
export { toJSONSchema } from '../../node_modules/zod/v4/core/json-schema-processors.js';
