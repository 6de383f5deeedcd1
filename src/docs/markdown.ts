import type { JsonSchema } from './json-schema';
import type { OpenApiDocument } from './openapi';

/**
 * docs/reference.md: the OpenAPI document (`/doc`) as Markdown, so the reference in the repository
 * is the same text the service serves. Written by `npm run docs:reference`; a test fails when the
 * file differs from what this renders (test/unit/reference-markdown.test.ts). Not part of the Worker:
 * nothing the Worker runs imports it.
 */

type Schema = JsonSchema & Record<string, unknown>;

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema: Schema;
}

interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Record<string, unknown>[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { $ref?: string; description?: string; content?: Record<string, unknown> }>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** A table cell: one line, pipes escaped. */
const cell = (text: string) => text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');

const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/** An anchor for a heading, as GitHub makes them (lowercase, spaces to dashes, punctuation dropped). */
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const LONG_ENUM = 12;

/** A short, readable type for a schema: `integer`, `string (date-time)`, `publish \| draft`, `Event[]`. */
export function typeOf(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (typeof schema.$ref === 'string') return `[${refName(schema.$ref)}](#${anchor(refName(schema.$ref))})`;
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) {
    // A long list (the IANA time zones, as many as the runtime knows) is shown by its first values.
    const shown = schema.enum.slice(0, LONG_ENUM).map((v) => `\`${String(v)}\``);
    return schema.enum.length > LONG_ENUM ? `${shown.join(', ')} … (every value in /doc)` : shown.join(', ');
  }
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alternatives) return [...new Set(alternatives.map(typeOf))].join(' or ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const named = types.map((type) => {
    if (type === 'array') return `${typeOf(schema.items as Schema | undefined)}[]`;
    if (type === 'string' && typeof schema.format === 'string') return `string (${schema.format})`;
    return String(type);
  });
  return named.length > 0 ? named.join(' or ') : 'any';
}

/** Limits and defaults worth knowing: `1–50`, `≤ 300 chars`, `default 10`. */
function constraints(schema: Schema): string {
  const parts: string[] = [];
  const { minimum, maximum, maxLength, maxItems } = schema as Record<string, number | undefined>;
  if (minimum !== undefined && maximum !== undefined && maximum < 2147483647)
    parts.push(`${minimum}–${maximum}`);
  else if (minimum !== undefined) parts.push(`≥ ${minimum}`);
  if (maxLength !== undefined) parts.push(`≤ ${maxLength} chars`);
  if (maxItems !== undefined) parts.push(`≤ ${maxItems} items`);
  if (schema.default !== undefined) parts.push(`default \`${JSON.stringify(schema.default)}\``);
  return parts.join(', ');
}

function parameterTable(parameters: readonly Parameter[]): string[] {
  return [
    '| parameter | in | type | required | description |',
    '|---|---|---|---|---|',
    ...parameters.map((p) => {
      const limits = constraints(p.schema);
      return `| \`${p.name}\` | ${p.in} | ${cell(typeOf(p.schema))} | ${p.required ? 'yes' : ''} | ${cell(
        [p.description ?? '', limits ? `(${limits})` : ''].filter(Boolean).join(' '),
      )} |`;
    }),
  ];
}

function fieldTable(schema: Schema, heading = 'field'): string[] {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  return [
    `| ${heading} | type | required | description |`,
    '|---|---|---|---|',
    ...Object.entries(properties).map(([name, field]) => {
      const limits = constraints(field);
      const description = [field.description ?? '', limits ? `(${limits})` : ''].filter(Boolean).join(' ');
      return `| \`${name}\` | ${cell(typeOf(field))} | ${required.has(name) ? 'yes' : ''} | ${cell(String(description))} |`;
    }),
  ];
}

function operationSection(path: string, method: string, operation: Operation): string[] {
  const lines = [
    `### ${method.toUpperCase()} ${path}`,
    '',
    `**${operation.summary}.** ${operation.description}`,
    '',
  ];
  const auth = operation.security.some((s) => Object.keys(s).length === 0) ? 'optional' : 'required (a key)';
  lines.push(`Authentication: ${auth}. Operation id: \`${operation.operationId}\`.`, '');
  if (operation.parameters?.length) lines.push(...parameterTable(operation.parameters), '');
  if (operation.requestBody) {
    const [mediaType] = Object.keys(operation.requestBody.content);
    const schema = operation.requestBody.content[mediaType!]!.schema;
    const name = typeof schema.$ref === 'string' ? refName(schema.$ref) : '';
    const types = Object.keys(operation.requestBody.content).join(' or ');
    lines.push(
      `Body (${types}${operation.requestBody.required ? '' : ', optional'}): [${name}](#${anchor(name)}).`,
      '',
    );
  }
  const responses = Object.entries(operation.responses).map(([status, response]) => {
    if (response.$ref) return `${status} ([${refName(response.$ref)}](#errors))`;
    const content = response.content ? Object.entries(response.content) : [];
    const body = content.map(([type, media]) => {
      const schema = (media as { schema?: Schema }).schema;
      return type === 'application/json' ? typeOf(schema) : `\`${type}\``;
    });
    return `${status}${body.length > 0 ? ` ${body.join(', ')}` : ''}`;
  });
  lines.push(`Responses: ${responses.join(' · ')}.`, '');
  return lines;
}

/** A schema that is another one with some fields narrowed (`Category`: a `Term` whose taxonomy is …). */
function refinement(parts: Schema[]): string[] {
  const base = parts.find((part) => typeof part.$ref === 'string');
  const narrowed = parts.filter((part) => part !== base && part.properties);
  const fields = narrowed.flatMap((part) =>
    Object.entries(part.properties as Record<string, Schema>).map(([name, field]) =>
      'not' in field ? `no \`${name}\`` : `\`${name}\`: ${typeOf(field)}`,
    ),
  );
  return [`${base ? typeOf(base) : 'An object'}, with ${fields.join('; ')}.`];
}

/** The whole reference, from the English document. */
export function referenceMarkdown(document: OpenApiDocument): string {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const schemas = document.components.schemas as Record<string, Schema>;
  const lines: string[] = [
    '# API reference',
    '',
    '<!-- Generated by `npm run docs:reference` from the OpenAPI document the service serves at',
    '     /site/events/v1/doc (English). Do not edit by hand: change the schemas or their descriptions',
    '     (src/i18n) and run the command again; a test fails while this file is stale. -->',
    '',
    `${document.info.description}`,
    '',
    'Paths are relative to the API root, `https://<host>/site/events/v1` (or `https://<host>/<lang>/site/events/v1`).',
    'The same document, described in each language, is served at `/doc` (OpenAPI 3.1) and rendered at `/reference`.',
    'How the API behaves beyond its parameters (languages, visibility, errors, caching) is in [api.md](api.md).',
    '',
    '## Routes',
    '',
    '| method | path | what it does |',
    '|---|---|---|',
  ];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) {
        const heading = `${method.toUpperCase()} ${path}`;
        lines.push(
          `| ${method.toUpperCase()} | [\`${path}\`](#${anchor(heading)}) | ${cell(operation.summary)} |`,
        );
      }
    }
  }
  lines.push('');

  const tags = [
    ...new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((o) => o.tags))),
  ];
  for (const tag of tags) {
    lines.push(`## ${tag[0]!.toUpperCase()}${tag.slice(1)}`, '');
    for (const [path, item] of Object.entries(paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (operation?.tags.includes(tag)) lines.push(...operationSection(path, method, operation));
      }
    }
  }

  lines.push('## Records and bodies', '', 'The JSON objects the routes answer with and accept.', '');
  for (const [name, schema] of Object.entries(schemas)) {
    lines.push(`### ${name}`, '');
    if (name === 'OpenApiDocument') {
      // Linked from `/doc`'s response: the document describes itself, in OpenAPI's own format.
      lines.push(
        'The OpenAPI 3.1 document of this API (its format: <https://spec.openapis.org/oas/v3.1.0>).',
        '',
      );
      continue;
    }
    if (schema.description) lines.push(String(schema.description), '');
    if (schema.properties) lines.push(...fieldTable(schema), '');
    else if (Array.isArray(schema.allOf)) lines.push(...refinement(schema.allOf as Schema[]), '');
    else lines.push(`${typeOf(schema)}`, '');
  }

  lines.push(
    '## Errors',
    '',
    'Every error has the body [Error](#error): `{code, message, data: {status, …}}`.',
    '',
  );
  lines.push('| response | status | when |', '|---|---|---|');
  const statusOf = new Map(
    Object.values(paths).flatMap((item) =>
      Object.values(item).flatMap((o) =>
        Object.entries(o.responses)
          .filter(([, r]) => r.$ref)
          .map(([status, r]) => [refName(r.$ref!), status] as const),
      ),
    ),
  );
  for (const [name, response] of Object.entries(document.components.responses)) {
    lines.push(`| ${name} | ${statusOf.get(name) ?? ''} | ${cell(response.description)} |`);
  }
  lines.push('');
  return `${lines.join('\n')}`;
}
