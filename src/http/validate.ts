import { zValidator } from '@hono/zod-validator';
import type { z } from '../lib/zod';
import { type ApiError, invalidParams, missingParams } from './errors';
import { collectParams } from './query';

/**
 * How request parameters are validated. Every parameter schema is a zod object (the same one `/doc`
 * and the namespace index are generated from):
 * - routes whose parameters come from one place use `validQuery` / `validPath`, zValidator
 *   middlewares whose hook throws our error; handlers read `c.req.valid('query' | 'param')`;
 * - writes, whose parameters merge the query, a form body and a JSON body as WordPress does, pass
 *   the merged parameters (`c.get('params')`) to `parseParams` with the same kind of schema.
 * Either way a missing required parameter is `rest_missing_callback_param` and any other problem
 * `rest_invalid_param` with one reason per parameter.
 */

/** A required parameter that was not sent fails as a type (or, for unions, every branch's type) error. */
const isAbsent = (issue: z.core.$ZodIssue, value: unknown) =>
  value === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_union');

/** The API error for the issues zod found in `params`. */
export function paramsError(issues: readonly z.core.$ZodIssue[], params: Record<string, unknown>): ApiError {
  const missing: string[] = [];
  const reasons: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? 'body');
    if (isAbsent(issue, params[name])) missing.push(name);
    else reasons[name] ??= issue.message;
  }
  if (missing.length > 0) return missingParams([...new Set(missing)]);
  return invalidParams(reasons);
}

/** Validates `params` against `schema`, or throws the API error for what is wrong. */
export function parseParams<S extends z.ZodType>(schema: S, params: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(params);
  if (result.success) return result.data;
  throw paramsError(result.error.issues, params);
}

/**
 * Hono reads `a[]=1` as a parameter named `a[]` (the app's fetch entry has already made every
 * bracketed name `name[]`, see `readableQuery`); WordPress reads it as `a: ['1']`.
 */
const asWordPressReads = (value: Record<string, string | string[]>) => collectParams(Object.entries(value));

/** The one hook of every zValidator: a failure is thrown as our error, rendered by the app's `onError`. */
function throwInvalid(
  result: { success: true } | { success: false; error: z.core.$ZodError; data: unknown },
): void {
  if (result.success) return;
  const params = (result.data ?? {}) as Record<string, string | string[]>;
  throw paramsError(result.error.issues, asWordPressReads(params));
}

/** Validation middleware of the query string; the handler reads the result with `c.req.valid('query')`. */
export const validQuery = <S extends z.ZodType>(schema: S) =>
  zValidator('query', schema, throwInvalid, {
    // `as never`: zValidator types the result by a conditional on the (here generic) schema type.
    validationFunction: (s, value) => s.safeParseAsync(asWordPressReads(value)) as never,
  });

/** Validation middleware of path parameters; the handler reads the result with `c.req.valid('param')`. */
export const validPath = <S extends z.ZodType>(schema: S) => zValidator('param', schema, throwInvalid);

/** What a handler behind `validQuery` and/or `validPath` reads with `c.req.valid(target)`. */
export type Validated<T extends { query?: z.ZodType; param?: z.ZodType }> = {
  out: { [K in keyof T]: T[K] extends z.ZodType ? z.output<T[K]> : never };
};
