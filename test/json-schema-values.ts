import fc from 'fast-check';

/**
 * Values drawn from, and membership in, the JSON Schemas `/doc` gives request parameters: the subset
 * of JSON Schema the document uses (types, ranges, lengths, patterns, formats with a pattern, enums,
 * consts, anyOf, arrays, objects, `$ref` into `components.schemas`).
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema nodes are arbitrary JSON
type Schema = Record<string, any>;

const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? schema.type : typeof schema.type === 'string' ? [schema.type] : [];

/** `#/components/schemas/X` -> that schema. */
export type Resolve = (ref: string) => Schema;

function stringArb(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 40;
  const fits = (s: string) => s.length >= min && s.length <= max;
  if (typeof schema.pattern === 'string') {
    return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter(fits);
  }
  return fc.string({ minLength: min, maxLength: Math.min(max, 40) });
}

/** An arbitrary of the values `schema` admits. */
export function valuesOf(schema: Schema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return valuesOf(resolve(schema.$ref), resolve, depth + 1);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.anyOf)) {
    // Objects nest (an inline venue in an event): stop before the recursion gets deep.
    const branches = (schema.anyOf as Schema[]).filter((b) => depth < 2 || !b.$ref);
    return fc.oneof(...branches.map((b) => valuesOf(b, resolve, depth + 1)));
  }
  const arbitraries = typesOf(schema).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'integer':
        return fc.integer({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6 });
      case 'number':
        return fc
          .double({
            min: schema.minimum ?? schema.exclusiveMinimum ?? -1e6,
            max: schema.maximum ?? 1e6,
            noNaN: true,
            noDefaultInfinity: true,
          })
          .filter((n) => schema.exclusiveMinimum === undefined || n > schema.exclusiveMinimum);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'string':
        return stringArb(schema);
      case 'array':
        return fc.array(valuesOf(schema.items ?? {}, resolve, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 5, 5),
        });
      case 'object':
        return objectArb(schema, resolve, depth);
      default:
        throw new Error(`no values for type ${type}`);
    }
  });
  if (arbitraries.length === 0) throw new Error(`no values for ${JSON.stringify(schema).slice(0, 100)}`);
  return fc.oneof(...arbitraries);
}

function objectArb(schema: Schema, resolve: Resolve, depth: number): fc.Arbitrary<unknown> {
  if (schema.properties) {
    const required: string[] = schema.required ?? [];
    const entries = Object.entries(schema.properties as Record<string, Schema>);
    return fc.record(Object.fromEntries(entries.map(([k, v]) => [k, valuesOf(v, resolve, depth + 1)])), {
      requiredKeys: required,
    });
  }
  const keys: string[] = schema.propertyNames?.enum ?? schema.propertyNames?.examples ?? ['key'];
  const value = valuesOf(schema.additionalProperties ?? {}, resolve, depth + 1);
  return fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 2 });
}

/**
 * Whether a query parameter's text is among what `schema` admits: a query carries text, so an
 * integer is its digits, a boolean `true`/`false`.
 */
export function admitsText(schema: Schema, text: string): boolean {
  if ('const' in schema) return String(schema.const) === text;
  if (Array.isArray(schema.enum)) return schema.enum.map(String).includes(text);
  if (Array.isArray(schema.anyOf)) return schema.anyOf.some((b: Schema) => admitsText(b, text));
  return typesOf(schema).some((type) => {
    switch (type) {
      case 'integer':
      case 'number': {
        if (!/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(text)) return false;
        const n = Number(text);
        if (type === 'integer' && !Number.isInteger(n)) return false;
        if (schema.minimum !== undefined && n < schema.minimum) return false;
        if (schema.exclusiveMinimum !== undefined && n <= schema.exclusiveMinimum) return false;
        return schema.maximum === undefined || n <= schema.maximum;
      }
      case 'boolean':
        return text === 'true' || text === 'false';
      case 'string':
        return (
          text.length >= (schema.minLength ?? 0) &&
          text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
          (typeof schema.pattern !== 'string' || new RegExp(schema.pattern, 'u').test(text))
        );
      default:
        return false;
    }
  });
}

/** The texts a query sends for a value: one per item of an array (`a=1&a=2`), else one. */
export const queryTexts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).map((item) => String(item));
