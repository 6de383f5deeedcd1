import type { z } from '../lib/zod';

/** A JSON Schema (draft 2020-12) node, as plain data. */
export type WireSchema = { [keyword: string]: unknown };

/**
 * What clients are told to send for a parameter whose validator JSON Schema cannot describe: text
 * turned into a number, a boolean word, a list, a date; checks made in transforms and refinements.
 * `/doc` documents this schema instead of the validator's input side. It may be stricter than the
 * validator (which also takes `" 12 "`, `"on"` or `"a,b"`), never looser: a client generated from
 * `/doc` cannot send what the server refuses (test/http/doc-strictness.test.ts draws values from
 * every documented schema to prove it, and values outside it to prove they are refused).
 */
const documented = new WeakMap<z.core.$ZodType, WireSchema | (() => WireSchema)>();

/** `wire` may be a function, for a schema too costly to build unless /doc is asked for. */
export function documentedAs<T extends z.core.$ZodType>(schema: T, wire: WireSchema | (() => WireSchema)): T {
  documented.set(schema, wire);
  return schema;
}

export function documentedSchemaOf(schema: z.core.$ZodType): WireSchema | undefined {
  const wire = documented.get(schema);
  return typeof wire === 'function' ? wire() : wire;
}

/** The words a boolean parameter is documented with (the validator also takes on/off and any case). */
export const BOOLEAN_WORDS = ['true', 'false', '1', '0', 'yes', 'no'] as const;

const YEAR = '(?:[1-9]\\d{3}|0[1-9]\\d{2}|00[1-9]\\d|000[1-9])';
const MONTH_DAY =
  '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))';
const HOUR_MINUTE = '(?:[01]\\d|2[0-3]):[0-5]\\d';
const OFFSET = '(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)';

/**
 * The dates the validator reads (lib/dates.ts `parseDateInput`): `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`,
 * ISO 8601 with an optional offset, and unix timestamps of 9 to 11 digits. Stricter than the
 * validator only where a pattern can't follow the calendar: February stops at the 28th here.
 */
export const DATE_PATTERN = `^(?:\\d{9,11}|${YEAR}-${MONTH_DAY}(?: ${HOUR_MINUTE}(?::[0-5]\\d)?|T${HOUR_MINUTE}(?::[0-5]\\d(?:\\.\\d{1,9})?)?${OFFSET}?)?)$`;
