import { z } from 'zod';
import { MAX_ID } from '../http/schemas';
import { argKey } from '../root/catalogue';
import { branchesOf, isSchema, type JsonSchema, typesOf } from './json-schema';

/**
 * JSON Schemas of the request parameters, generated from the zod objects the handlers validate with.
 *
 * Request values arrive as text, so most parameter schemas are a union of what may be sent, turned
 * into the real value by a transform and checked by the schema piped after it. zod describes the
 * input side of such a pipe only; the checks after the transform are lifted onto it here
 * (`liftPipeChecks`). Limits that only a transform or a refinement enforces are added by parameter
 * name (`HIDDEN_LIMITS`); the tests prove each documented limit against the zod schema.
 */

const ID_RANGE = { integer: true, minimum: 1, maximum: MAX_ID };
const LATITUDE = { minimum: -90, maximum: 90 };
const LONGITUDE = { minimum: -180, maximum: 180 };
const TERM_REFS = { maxItems: 100, itemMaxLength: 200 };

interface HiddenLimit {
  /** Numbers must be integers (ids). */
  integer?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxItems?: number;
  itemMaxLength?: number;
}

/**
 * Limits enforced inside transforms and refinements, by parameter name or by the dictionary entry a
 * route describes the parameter as (`venue` is a list of ids on `GET /events`, a name on venues).
 */
export const HIDDEN_LIMITS: Readonly<Record<string, HiddenLimit>> = {
  page: ID_RANGE,
  per_page: ID_RANGE,
  author: ID_RANGE,
  event: ID_RANGE,
  post: ID_RANGE,
  post_parent: ID_RANGE,
  event_post_parent: ID_RANGE,
  parent: ID_RANGE,
  term_parent: ID_RANGE,
  include: ID_RANGE,
  term_include: ID_RANGE,
  exclude: ID_RANGE,
  venue: ID_RANGE,
  organizer: ID_RANGE,
  event_venue: ID_RANGE,
  event_organizer: ID_RANGE,
  geoloc_lat: LATITUDE,
  geoloc_lng: LONGITUDE,
  geoloc_radius: { exclusiveMinimum: 0, maximum: 20000 },
  geo_lat: LATITUDE,
  geo_lng: LONGITUDE,
  event_categories: TERM_REFS,
  event_tags: TERM_REFS,
  changes_per_page: { integer: true, minimum: 1, maximum: 100 },
};

const copyMissing = (target: JsonSchema, source: JsonSchema, keys: string[]) => {
  for (const key of keys) {
    if (source[key] !== undefined && target[key] === undefined) target[key] = source[key];
  }
};

/** Copies the checks of `checked` (what the transformed value must satisfy) onto the input `schema`. */
function lift(schema: JsonSchema, checked: JsonSchema) {
  const branches = branchesOf(schema);
  if (checked.type === 'string' && branches.some((b) => typesOf(b).includes('string'))) {
    copyMissing(schema, checked, ['maxLength', 'minLength', 'enum']);
  }
  if (checked.type === 'array') {
    for (const branch of branches.filter((b) => b.type === 'array')) {
      copyMissing(branch, checked, ['maxItems', 'minItems']);
      if (isSchema(branch.items) && isSchema(checked.items)) lift(branch.items, checked.items);
    }
  }
}

const liftPipeChecks = ({
  zodSchema,
  jsonSchema,
}: {
  zodSchema: z.core.$ZodTypes;
  jsonSchema: JsonSchema;
}) => {
  if (zodSchema._zod.def.type !== 'pipe') return;
  lift(jsonSchema, inputJsonSchema(zodSchema._zod.def.out));
};

/** The JSON Schema of what `schema` accepts. */
export function inputJsonSchema(schema: z.core.$ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    override: liftPipeChecks,
  }) as JsonSchema;
  return json;
}

const integerType = (type: unknown) =>
  Array.isArray(type)
    ? type.map((t) => (t === 'number' ? 'integer' : t))
    : type === 'number'
      ? 'integer'
      : type;

/** Adds `limit` to every number (or array of numbers) `schema` accepts; constant branches stay. */
function applyHiddenLimit(schema: JsonSchema, limit: HiddenLimit) {
  for (const branch of branchesOf(schema)) {
    const types = typesOf(branch);
    if (branch.const !== undefined) continue;
    if (types.includes('number') || types.includes('integer')) {
      if (limit.integer) branch.type = integerType(branch.type);
      copyMissing(branch, limit as JsonSchema, ['minimum', 'maximum', 'exclusiveMinimum']);
    }
    if (types.includes('array')) {
      if (limit.maxItems !== undefined) branch.maxItems ??= limit.maxItems;
      if (isSchema(branch.items)) {
        applyHiddenLimit(branch.items, limit);
        if (limit.itemMaxLength !== undefined && typesOf(branch.items).includes('string')) {
          branch.items.maxLength ??= limit.itemMaxLength;
        }
      }
    }
  }
}

export interface ParameterSchema {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/**
 * Each parameter of a request schema with the JSON Schema of what it accepts and its default.
 * `references` gives schemas for parameters zod cannot describe (a `z.unknown()` parsed by hand);
 * it and `HIDDEN_LIMITS` are looked up by what the endpoint describes each parameter as.
 */
export function parametersOf(
  object: z.ZodObject,
  describedAs: Record<string, string> = {},
  references: Record<string, JsonSchema> = {},
) {
  const json = inputJsonSchema(object);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(object.shape).map(([name, field]): ParameterSchema => {
    const key = argKey(name, describedAs);
    let schema = properties[name] ?? {};
    if (Object.keys(schema).length === 0 && references[key]) schema = structuredClone(references[key]);
    const limit = HIDDEN_LIMITS[key];
    if (limit) applyHiddenLimit(schema, limit);
    const absent = (field as z.ZodType).safeParse(undefined);
    if (absent.success && absent.data !== undefined) schema.default ??= absent.data;
    return { name, required: required.has(name), schema };
  });
}
