/** A JSON Schema (draft 2020-12) node, as plain data. */
export type JsonSchema = { [keyword: string]: unknown };

export const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema and, when it is an `anyOf`, each of its branches (nested ones too). */
export function branchesOf(schema: JsonSchema): JsonSchema[] {
  const branches = Array.isArray(schema.anyOf) ? schema.anyOf.filter(isSchema).flatMap(branchesOf) : [];
  return [schema, ...branches];
}

export const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type)
    ? (schema.type as string[])
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];

/** Calls `visit` on every node of `schema`, depth first. */
export function walk(schema: unknown, visit: (node: JsonSchema) => void) {
  if (Array.isArray(schema)) {
    for (const item of schema) walk(item, visit);
    return;
  }
  if (!isSchema(schema)) return;
  visit(schema);
  for (const value of Object.values(schema)) walk(value, visit);
}
