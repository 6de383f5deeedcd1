import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { LANGUAGES } from '../lib/languages';
import { readLimited } from '../lib/read-limited';
import { invalidJson, invalidParam, tooLarge } from './errors';
import { collectParams, queryParams } from './query';
import {
  isAdminUpload,
  isSubmissionUpload,
  SUBMISSION_IMAGE_MAX_BYTES,
  uploadFormParams,
} from './upload-form';

export const MAX_BODY_BYTES = 256 * 1024;

async function readBody(c: Context<AppEnv>): Promise<string> {
  const bytes = await readLimited(c.req.raw, MAX_BODY_BYTES);
  if (bytes === null) throw tooLarge(MAX_BODY_BYTES);
  return new TextDecoder().decode(bytes);
}

/** Lone surrogates (`"\ud800"`) have no UTF-8 form: they become U+FFFD, as in every other kind of body. */
const LONE_SURROGATE = /\p{Cs}/gu;
const wellFormed = (_key: string, value: unknown) =>
  typeof value === 'string' ? value.replace(LONE_SURROGATE, '\uFFFD') : value;

function parseJsonBody(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text, wellFormed);
  } catch {
    throw invalidJson();
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParam('body', 'The JSON body must be an object of parameters.');
  }
  return value as Record<string, unknown>;
}

function parseFormBody(text: string): Record<string, unknown> {
  return queryParams(new URL(`http://form.invalid/?${text}`).searchParams);
}

async function parseMultipart(c: Context<AppEnv>, text: string): Promise<Record<string, unknown>> {
  const request = new Request(c.req.url, {
    method: 'POST',
    headers: { 'content-type': c.req.header('content-type') ?? '' },
    body: text,
  });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw invalidParam('body', 'The multipart form body could not be read.');
  }
  return collectParams([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * `POST /media` (src/media/routes.ts): its body is a file of up to MEDIA_MAX_BYTES, read by the route
 * itself as it streams in, never as parameters.
 */
const UPLOAD_PATH = new RegExp(`^(?:/(?:${LANGUAGES.join('|')}))?/site/events/v1/media/?$`);

export const isUpload = (c: Context<AppEnv>) =>
  c.req.method === 'POST' && UPLOAD_PATH.test(new URL(c.req.url).pathname);

async function bodyParams(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return {};
  if (isUpload(c)) return {};
  if (isAdminUpload(c)) return uploadFormParams(c);
  if (isSubmissionUpload(c)) return uploadFormParams(c, SUBMISSION_IMAGE_MAX_BYTES);
  const text = await readBody(c);
  c.set('rawBody', text);
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.includes('multipart/form-data')) return parseMultipart(c, text);
  if (type.includes('application/x-www-form-urlencoded')) return parseFormBody(text);
  if (type.includes('json') || (text.trim().startsWith('{') && !type)) return parseJsonBody(text);
  return {};
}

/** Every parameter of the request: the query string, overridden by a form body, overridden by JSON. */
export const mergedParams: MiddlewareHandler<AppEnv> = async (c, next) => {
  const query = queryParams(new URL(c.req.url).searchParams);
  const body = await bodyParams(c);
  const { _method: _ignored, ...params } = { ...query, ...body };
  c.set('params', params);
  await next();
};
