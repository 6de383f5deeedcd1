import { describe, expect, it } from 'vitest';
import { branchesOf, isSchema, type JsonSchema, typesOf } from '../../src/docs/json-schema';
import { buildDocument, openApiPath } from '../../src/docs/openapi';
import type { z } from '../../src/lib/zod';
import { argKey, CATALOGUE } from '../../src/root/catalogue';

/**
 * Every limit the document gives a request parameter (maximum, minimum, length, number of items) is
 * one the zod schema enforces: the value at the limit passes, the value just past it fails.
 */

// biome-ignore lint/suspicious/noExplicitAny: the document is arbitrary JSON
const doc: any = buildDocument('en', 'http://api.test/site/events/v1');

interface Documented {
  where: string;
  /** What the endpoint describes the parameter as. */
  key: string;
  field: z.ZodType;
  schema: JsonSchema;
}

/** A JSON body is a component; an upload's form fields are its multipart schema (the file aside). */
// biome-ignore lint/suspicious/noExplicitAny: the document is arbitrary JSON
function bodySchemaOf(operation: any): { properties: Record<string, JsonSchema>; required?: string[] } {
  const content = operation.requestBody.content;
  return content['application/json']
    ? doc.components.schemas[(content['application/json'].schema.$ref as string).split('/').pop()!]
    : content['multipart/form-data'].schema;
}

function documentedParameters(): Documented[] {
  return CATALOGUE.flatMap((route) =>
    route.endpoints.flatMap((endpoint) => {
      const method = endpoint.methods[0]!.toLowerCase();
      const operation = doc.paths[openApiPath(route.pattern)][method];
      const where = `${endpoint.methods[0]} ${route.pattern || '/'}`;
      const shape = endpoint.schema.shape as Record<string, z.ZodType>;
      if (operation.requestBody) {
        const body = bodySchemaOf(operation);
        const fields = Object.entries(body.properties as Record<string, JsonSchema>).filter(
          ([name]) => name in shape,
        );
        return fields.map(([name, schema]) => ({
          where: `${where} ${name}`,
          key: argKey(name, endpoint.describedAs),
          field: shape[name]!,
          schema,
        }));
      }
      return ((operation.parameters ?? []) as Array<{ name: string; in: string; schema: JsonSchema }>)
        .filter((p) => p.in === 'query')
        .map((p) => ({
          where: `${where} ${p.name}`,
          key: argKey(p.name, endpoint.describedAs),
          field: shape[p.name]!,
          schema: p.schema,
        }));
    }),
  );
}

type Probe = [value: unknown, valid: boolean, why: string];

/**
 * `count` items, the first `count - 1` accepted: distinct ids, or distinct words, or one allowed word (the
 * first the document lists, or a status).
 */
function itemsFor(field: z.ZodType, count: number, allowed: unknown = 'publish'): unknown[] | null {
  // Ids, names, an enum's value, language tags (private use: `x-t0`).
  const makers = [(i: number) => i + 1, (i: number) => `t${i}`, () => allowed, (i: number) => `x-t${i}`];
  for (const make of makers) {
    const items = Array.from({ length: count }, (_, i) => make(i));
    if (field.safeParse(items.slice(0, -1)).success) return items;
  }
  return null;
}

/** Whether a string branch of the same union takes the number's text (`categories=1.5` is a slug). */
const textAccepted = (siblings: JsonSchema[], n: number) =>
  siblings.some(
    (b) =>
      b.type === 'string' &&
      b.enum === undefined &&
      (typeof b.pattern !== 'string' || new RegExp(b.pattern, 'u').test(String(n))),
  );

function numberProbes(
  branch: JsonSchema,
  constants: unknown[],
  wrap: (v: unknown) => unknown,
  siblings: JsonSchema[] = [],
): Probe[] {
  const probes: Probe[] = [];
  const refused = (n: number) => constants.includes(n) || textAccepted(siblings, n);
  const { minimum, maximum, exclusiveMinimum } = branch as Record<string, number | undefined>;
  if (maximum !== undefined)
    probes.push([wrap(maximum), true, 'maximum'], [wrap(maximum + 1), refused(maximum + 1), 'maximum + 1']);
  if (minimum !== undefined) {
    probes.push([wrap(minimum), true, 'minimum']);
    probes.push([wrap(minimum - 1), refused(minimum - 1), 'minimum - 1']);
    if (typesOf(branch).includes('integer'))
      probes.push([wrap(minimum + 0.5), refused(minimum + 0.5), 'not an integer']);
  }
  if (exclusiveMinimum !== undefined) {
    probes.push([wrap(exclusiveMinimum), refused(exclusiveMinimum), 'exclusiveMinimum']);
    probes.push([wrap(exclusiveMinimum + 0.5), true, 'exclusiveMinimum + 0.5']);
  }
  return probes;
}

function lengthProbes(field: z.ZodType, max: number, wrap: (v: unknown) => unknown): Probe[] {
  const probes: Probe[] = [[wrap('a'.repeat(max + 1)), false, 'maxLength + 1']];
  if (field.safeParse(wrap('a')).success) probes.push([wrap('a'.repeat(max)), true, 'maxLength']);
  return probes;
}

function probesOf({ field, schema }: Documented): Probe[] {
  const probes: Probe[] = [];
  const constants = branchesOf(schema).map((b) => b.const);
  for (const branch of branchesOf(schema)) {
    if (branch.const !== undefined) continue;
    probes.push(...numberProbes(branch, constants, (v) => v, branchesOf(schema)));
    if (typeof branch.maxLength === 'number') probes.push(...lengthProbes(field, branch.maxLength, (v) => v));
    if (branch.type === 'array' && isSchema(branch.items)) {
      const list = (v: unknown) => [v];
      const itemConstants = branchesOf(branch.items).map((b) => b.const);
      for (const item of branchesOf(branch.items)) {
        if (item.const !== undefined) continue;
        probes.push(...numberProbes(item, itemConstants, list, branchesOf(branch.items)));
        if (typeof item.maxLength === 'number') probes.push(...lengthProbes(field, item.maxLength, list));
      }
      if (typeof branch.maxItems === 'number') {
        const items = itemsFor(
          field,
          branch.maxItems + 1,
          (branchesOf(branch.items).find((b) => Array.isArray(b.enum))?.enum as unknown[] | undefined)?.[0],
        );
        expect(items, 'an array of items the parameter accepts').not.toBeNull();
        probes.push([items!.slice(0, -1), true, 'maxItems'], [items, false, 'maxItems + 1']);
      }
    }
    const nested = isSchema(branch.additionalProperties) ? branch.additionalProperties.properties : undefined;
    for (const [name, property] of Object.entries((nested ?? {}) as Record<string, JsonSchema>)) {
      if (typeof property.maxLength !== 'number') continue;
      probes.push(...lengthProbes(field, property.maxLength, (v) => ({ eu: { [name]: v } })));
    }
  }
  return probes;
}

describe('documented parameter limits', () => {
  const parameters = documentedParameters();

  it('covers the parameters of every endpoint', () => {
    expect(parameters.length).toBeGreaterThan(150);
    for (const { where, field } of parameters) expect(field, where).toBeDefined();
  });

  it('are the limits the validation enforces', () => {
    let checked = 0;
    for (const parameter of parameters) {
      for (const [value, valid, why] of probesOf(parameter)) {
        const shown = JSON.stringify(value)?.slice(0, 60);
        expect(parameter.field.safeParse(value).success, `${parameter.where}: ${why} (${shown})`).toBe(valid);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('says which parameters are required, as the validation does', () => {
    for (const { where, field } of parameters) {
      const [method, pattern, name] = where.split(' ');
      const route = CATALOGUE.find((r) => (r.pattern || '/') === pattern)!;
      const operation = doc.paths[openApiPath(route.pattern)][method!.toLowerCase()];
      const required = operation.requestBody
        ? (bodySchemaOf(operation).required ?? []).includes(name!)
        : operation.parameters.find((p: { name: string }) => p.name === name).required;
      expect(required, where).toBe(!field.safeParse(undefined).success);
    }
  });
});
