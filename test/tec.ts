/// <reference types="vite/client" />
import { expect } from 'vitest';

/**
 * Responses recorded from a real The Events Calendar 6.17.2 site (`test/fixtures/tec/*.json`, hosts
 * normalised to `tec.test`), and the comparison of our answers with them: the same status, error code
 * and message word for word, and for records the same keys in the same order with values of the same
 * types and formats. Ids, dates and names differ between the two sites; their kinds must not.
 */

// biome-ignore lint/suspicious/noExplicitAny: recorded JSON
type Json = any;

export interface TecFixture {
  note: string;
  request: { method: string; path: string; query: string; role: string | null; json_body: unknown };
  status: number;
  body: Json;
}

const FIXTURES = import.meta.glob<TecFixture>('./fixtures/tec/*.json', { eager: true, import: 'default' });

/** The schema names of TEC's own `/doc` (`components.schemas`), recorded with their property names. */
export const tecSchemaNames = (): string[] =>
  Object.keys((FIXTURES['./fixtures/tec/doc-schema-names.json'] as unknown as { schemas: object }).schemas);

export function tecFixture(name: string): TecFixture {
  const fixture = FIXTURES[`./fixtures/tec/${name}.json`];
  if (!fixture) throw new Error(`no TEC fixture ${name}`);
  return fixture;
}

/** Keys we add to TEC's shapes: the extension block, the language keys, the request id of errors. */
const OUR_KEYS = new Set([
  'ticketed',
  'post_parent',
  'recurring',
  'series',
  // What visitors choose by (issue 38): the event's facts, a category's colours.
  'event_status',
  'event_status_reason',
  'previous_start_date',
  'attendance_mode',
  'online_url',
  'online_url_visible_before',
  'event_languages',
  'accessibility',
  'accessibility_note',
  'colors',
  'lang',
  'translations',
  'request_id',
]);

/** The kind of a value, finer than its type for strings and numbers. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value !== 'string') return typeof value;
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return 'date';
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/.test(value)) return 'iso-date';
  if (/^https?:\/\//.test(value)) return 'url';
  if (/^\d+$/.test(value)) return 'digits';
  return value === '' ? 'empty' : 'text';
}

/**
 * Ours has TEC's keys in TEC's order (plus ours where API.md puts them), and every value is of the
 * kind TEC's is; arrays are compared by their first items. `differs` lists the paths whose values
 * knowingly differ (each a deviation the README lists): only their presence is compared.
 */
export function expectSameShape(ours: Json, tec: Json, differs: readonly string[] = [], path = '$'): void {
  if (differs.includes(path)) return;
  expect(kindOf(ours), `${path}: ${JSON.stringify(ours)?.slice(0, 80)}`).toBe(kindOf(tec));
  if (Array.isArray(tec)) {
    if (tec.length > 0 && ours.length > 0) expectSameShape(ours[0], tec[0], differs, `${path}[0]`);
    return;
  }
  if (kindOf(tec) !== 'object') return;
  const ourKeys = Object.keys(ours).filter((key) => !OUR_KEYS.has(key) || key in tec);
  expect(ourKeys, `${path}: keys`).toEqual(Object.keys(tec));
  for (const key of Object.keys(tec)) expectSameShape(ours[key], tec[key], differs, `${path}.${key}`);
}

/** An error as TEC's: status, code and message word for word, the same parameters named. */
export async function expectTecError(res: Response, name: string): Promise<Json> {
  const fixture = tecFixture(name);
  const body = await res.json<Json>();
  expect(res.status, JSON.stringify(body)).toBe(fixture.status);
  expect(body.code).toBe(fixture.body.code);
  expect(body.message).toBe(fixture.body.message);
  expect(body.data.status).toBe(fixture.body.data.status);
  if (fixture.body.data.params !== undefined) {
    expect(Object.keys(body.data.params).sort()).toEqual(Object.keys(fixture.body.data.params).sort());
  }
  return body;
}
