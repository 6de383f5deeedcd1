import type { Context } from 'hono';
import type { JSX } from 'hono/jsx/jsx-runtime';
import type { AppEnv } from '../../env';
import { LANGUAGES } from '../../lib/languages';
import type { Frame } from '../layout';
import { NotFoundPage } from '../not-found';
import { apiMessage, callApi } from '../through-api';
import { type LibraryFile, LibraryFileScreen, LibraryList } from './library';

/** The media library screen's routes (./library.tsx): reads and writes through the API's `/media` as the caller. */

const PER_PAGE = 20;

async function html(c: Context<AppEnv>, page: JSX.Element, status: 200 | 400 | 404 | 409 = 200) {
  return c.html(`<!doctype html>${await page.toString()}`, status);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function listScreen(c: Context<AppEnv>, frame: Frame) {
  const search = (c.req.query('search') ?? '').trim().slice(0, 200);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(c.req.query('page') ?? '1', 10) || 1));
  const query = new URLSearchParams({ per_page: String(PER_PAGE), page: String(page) });
  if (search) query.set('search', search);
  const res = await callApi(c, 'GET', `/media?${query}`);
  const body = res.ok ? ((await res.json()) as { media: LibraryFile[]; total_pages: number }) : null;
  if (!res.ok) await res.body?.cancel();
  return html(
    c,
    <LibraryList
      frame={frame}
      files={body?.media ?? []}
      search={search}
      page={page}
      pages={body?.total_pages ?? 1}
    />,
  );
}

async function readFile(c: Context<AppEnv>): Promise<LibraryFile | null> {
  const res = await callApi(c, 'GET', `/media/${c.req.param('id')}`);
  if (!res.ok) {
    await res.body?.cancel();
    return null;
  }
  return (await res.json()) as LibraryFile;
}

export async function fileScreen(c: Context<AppEnv>, frame: Frame) {
  const file = await readFile(c);
  if (!file) return html(c, <NotFoundPage frame={frame} />, 404);
  return html(
    c,
    <LibraryFileScreen frame={frame} file={file} errors={{}} saved={c.req.query('saved') === '1'} />,
  );
}

/** The API's refusal as messages per field of the form (`alt_text.eu` → `alt_eu`). */
function errorsOf(body: unknown): Record<string, string> {
  const params = (body as { data?: { params?: unknown } } | null)?.data?.params;
  const errors: Record<string, string> = {};
  if (params && typeof params === 'object' && !Array.isArray(params)) {
    for (const [name, reason] of Object.entries(params)) {
      const field = name.replace(/^alt_text\./, 'alt_').replace(/^caption\./, 'caption_');
      errors[field] = String(reason);
    }
  }
  if (Object.keys(errors).length === 0) errors._form = apiMessage(body) ?? 'Error.';
  return errors;
}

export async function saveFile(c: Context<AppEnv>, frame: Frame) {
  const params = c.get('params');
  const id = c.req.param('id');
  const texts = (prefix: string) =>
    Object.fromEntries(LANGUAGES.map((lang) => [lang, text(params[`${prefix}_${lang}`])]));
  const res = await callApi(c, 'PATCH', `/media/${id}`, {
    body: { title: text(params.title), alt_text: texts('alt'), caption: texts('caption') },
  });
  if (res.ok) {
    await res.body?.cancel();
    return c.redirect(`${frame.base}/media/${id}?saved=1`, 303);
  }
  const errors = errorsOf(await res.json().catch(() => null));
  const file = await readFile(c);
  if (!file) return html(c, <NotFoundPage frame={frame} />, 404);
  // What was typed, shown again beside the reasons.
  const typed: LibraryFile = {
    ...file,
    title: text(params.title),
    alt_texts: texts('alt'),
    captions: texts('caption'),
  };
  return html(c, <LibraryFileScreen frame={frame} file={typed} errors={errors} saved={false} />, 400);
}

export async function deleteFile(c: Context<AppEnv>, frame: Frame) {
  const id = c.req.param('id');
  const force = c.get('params').force === '1';
  const res = await callApi(c, 'DELETE', `/media/${id}${force ? '?force=true' : ''}`);
  if (res.ok) {
    await res.body?.cancel();
    return c.redirect(`${frame.base}/media`, 303);
  }
  const errors = errorsOf(await res.json().catch(() => null));
  const file = await readFile(c);
  if (!file) return html(c, <NotFoundPage frame={frame} />, 404);
  return html(
    c,
    <LibraryFileScreen frame={frame} file={file} errors={{ _form: errors._form ?? '' }} saved={false} />,
    409,
  );
}
