import { documentedSchemaOf } from '../http/documented';
import { z } from '../lib/zod';
import { argKey } from '../root/catalogue';
import { branchesOf, isSchema, type JsonSchema, typesOf } from './json-schema';

/**
 * JSON Schemas of the request parameters, generated from the zod objects the handlers validate with.
 *
 * Request values arrive as text, so most parameter schemas are a union of what may be sent, turned
 * into the real value by a transform and checked by the schema piped after it. Such a schema states
 * what clients send (`documentedAs`, src/http/documented.ts) and that replaces what zod would say
 * of its input side; for other pipes the checks after the transform are lifted onto the input side
 * (`documentedOrLifted`). The tests prove each documented schema against the zod schema.
 */

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

/** A schema that says what clients send replaces the validator's input side, in full. */
function useDocumented(jsonSchema: JsonSchema, documented: JsonSchema) {
  for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
  Object.assign(jsonSchema, structuredClone(documented));
}

const documentedOrLifted = ({
  zodSchema,
  jsonSchema,
}: {
  zodSchema: z.core.$ZodTypes;
  jsonSchema: JsonSchema;
}) => {
  const documented = documentedSchemaOf(zodSchema);
  if (documented) return useDocumented(jsonSchema, documented);
  if (zodSchema._zod.def.type !== 'pipe') return;
  lift(jsonSchema, inputJsonSchema(zodSchema._zod.def.out));
};

/** The JSON Schema of what `schema` accepts. */
export function inputJsonSchema(schema: z.core.$ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    override: documentedOrLifted,
  }) as JsonSchema;
  return json;
}

export interface ParameterSchema {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/**
 * Each parameter of a request schema with the JSON Schema of what it accepts and its default.
 * `references` gives schemas for parameters zod cannot describe (a `z.unknown()` parsed by hand),
 * looked up by what the endpoint describes each parameter as.
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
    const absent = (field as z.ZodType).safeParse(undefined);
    if (absent.success && absent.data !== undefined) schema.default ??= absent.data;
    return { name, required: required.has(name), schema };
  });
}
