import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { LANGUAGES, type Lang } from '../../lib/languages';
import { afterUpload, chosenImage, librarySearch, withUploaded } from '../media/chosen';
import { NotFoundPage } from '../not-found';
import { callApi } from '../through-api';
import { parentChoices, type TreeCategory } from './category-tree';
import { type EditorView, RecordEditorPage } from './record-editor-page';
import { type ApiRecord, apiBody, fieldErrors, valuesOfForm, valuesOfRecord } from './record-values';
import { isRecordKind, type RecordKind } from './records-kinds';
import { formText, page, type ScreenKit, type ScreenStatus } from './screen';

/**
 * Editing a venue, an organizer, a category or a tag, every field the API takes and the texts of each
 * language, through the API's own write routes as the caller: its rights, its validation (reasons shown
 * at their fields), and `If-Match` with the version the form was opened on, so a save never silently
 * overwrites someone else's.
 */

const kindOf = (c: Context<AppEnv>): RecordKind | null => {
  const kind = c.req.param('kind');
  return isRecordKind(kind) ? kind : null;
};

/** The texts are written in the site's default language; the others are its translations. */
const mainLangOf = (c: Context<AppEnv>): Lang => c.get('config').defaultLanguage;

const statusOf = (status: number): ScreenStatus =>
  status === 400 || status === 404 || status === 409 ? status : status >= 500 ? 503 : 403;

/** At most this many categories in the parent menu (4 pages of the API's 50). */
const MAX_CATEGORY_PAGES = 4;

/** The categories the caller can read, for the parent menu (the API's list, empty ones included). */
async function categoryTree(c: Context<AppEnv>): Promise<TreeCategory[]> {
  const all: TreeCategory[] = [];
  for (let page = 1; page <= MAX_CATEGORY_PAGES; page++) {
    const res = await callApi(c, 'GET', `/categories?per_page=50&hide_empty=false&orderby=id&page=${page}`);
    if (!res.ok) {
      await res.body?.cancel();
      break;
    }
    const body = (await res.json()) as { categories?: Array<{ id: number; name: string; parent?: number }> };
    const list = body.categories ?? [];
    for (const item of list) all.push({ id: item.id, name: item.name, parent: item.parent ?? 0 });
    if (list.length < 50) break;
  }
  return all;
}

async function render(
  c: Context<AppEnv>,
  view: Omit<EditorView, 'parents' | 'mainLang'>,
  status: ScreenStatus = 200,
) {
  const parents = view.kind === 'categories' ? parentChoices(await categoryTree(c), view.id) : [];
  const withImage = view.kind === 'venues' || view.kind === 'organizers';
  const image = withImage ? await chosenImage(c, view.values.image) : null;
  return page(c, <RecordEditorPage view={{ ...view, parents, mainLang: mainLangOf(c), image }} />, status);
}

/** The record as the API answers it in each language it has text in, its version and form values. */
async function readRecord(c: Context<AppEnv>, kind: RecordKind, id: string) {
  const mainLang = mainLangOf(c);
  const res = await callApi(c, 'GET', `/${kind}/${id}?translation_language=${mainLang}`);
  if (!res.ok) {
    await res.body?.cancel();
    return null;
  }
  const main = (await res.json()) as ApiRecord;
  const version = res.headers.get('etag') ?? '';
  const listed = (main.translations ?? {}) as Record<string, unknown>;
  const translated = LANGUAGES.filter((lang) => listed[lang] !== undefined);
  const texts: Partial<Record<Lang, ApiRecord>> = {};
  for (const lang of translated) {
    if (lang === mainLang) continue;
    const other = await callApi(c, 'GET', `/${kind}/${id}?translation_language=${lang}`);
    if (!other.ok) {
      await other.body?.cancel();
      continue;
    }
    const record = (await other.json()) as ApiRecord;
    if (record.lang === lang) texts[lang] = record;
  }
  return { version, translated, values: valuesOfRecord(kind, main, texts, mainLang) };
}

export const newRecord = (kit: ScreenKit) => async (c: Context<AppEnv>) => {
  const kind = kindOf(c);
  if (!kind) return page(c, <NotFoundPage frame={kit.frameOf(c)} />, 404);
  const values = valuesOfForm(kind, {}, mainLangOf(c));
  if (kind === 'venues') values.show_map = values.show_map_link = '1';
  return render(c, {
    ...afterUpload(c),
    library: await librarySearch(c, mainLangOf(c)),
    frame: kit.frameOf(c),
    kind,
    version: '',
    values: withUploaded(c, values),
    translated: [],
    errors: {},
  });
};

export const createRecord = (kit: ScreenKit) => async (c: Context<AppEnv>) => {
  const frame = kit.frameOf(c);
  const kind = kindOf(c);
  if (!kind) return page(c, <NotFoundPage frame={frame} />, 404);
  const values = valuesOfForm(kind, c.get('params'), mainLangOf(c));
  const res = await callApi(c, 'POST', `/${kind}`, { body: apiBody(kind, values, mainLangOf(c), true) });
  const body = (await res.json().catch(() => null)) as { id?: number } | null;
  if (res.status === 201 && body?.id) return c.redirect(`${frame.base}/${kind}/${body.id}?saved=1`, 303);
  const errors = fieldErrors(kind, body, res.status);
  return render(c, { frame, kind, version: '', values, translated: [], errors }, statusOf(res.status));
};

export const editRecord = (kit: ScreenKit) => async (c: Context<AppEnv>) => {
  const frame = kit.frameOf(c);
  const kind = kindOf(c);
  const id = c.req.param('id');
  const read = kind && id ? await readRecord(c, kind, id) : null;
  if (!kind || !read) return page(c, <NotFoundPage frame={frame} />, 404);
  return render(c, {
    ...afterUpload(c),
    library: await librarySearch(c, mainLangOf(c)),
    frame,
    kind,
    id: Number(id),
    version: read.version,
    values: withUploaded(c, read.values),
    translated: read.translated,
    errors: {},
    saved: c.req.query('saved') === '1',
  });
};

/**
 * Saves with `If-Match`: when someone saved first (412), the page shows their version where it differs
 * and keeps the caller's text in the fields, with the new version: saving again is a choice made knowing
 * both. A refusal changes nothing (the API's write is one batch) and shows each reason at its field.
 */
export const updateRecord = (kit: ScreenKit) => async (c: Context<AppEnv>) => {
  const frame = kit.frameOf(c);
  const kind = kindOf(c);
  const id = c.req.param('id');
  if (!kind || !id) return page(c, <NotFoundPage frame={frame} />, 404);
  const params = c.get('params');
  const values = valuesOfForm(kind, params, mainLangOf(c));
  const version = formText(params.version) ?? '';
  const translated = (formText(params.translated) ?? '')
    .split(',')
    .filter((l): l is Lang => LANGUAGES.some((lang) => lang === l));
  const res = await callApi(c, 'PATCH', `/${kind}/${id}`, {
    body: apiBody(kind, values, mainLangOf(c), false),
    ifMatch: version || undefined,
  });
  if (res.ok) {
    await res.body?.cancel();
    return c.redirect(`${frame.base}/${kind}/${id}?saved=1`, 303);
  }
  const body = await res.json().catch(() => null);
  const base = { frame, kind, id: Number(id), values };
  if (res.status === 412) {
    const current = await readRecord(c, kind, id);
    if (!current) return page(c, <NotFoundPage frame={frame} />, 404);
    const theirs = current.values;
    return render(
      c,
      { ...base, version: current.version, translated: current.translated, errors: {}, theirs },
      409,
    );
  }
  if (res.status === 404 || res.status === 410) return page(c, <NotFoundPage frame={frame} />, 404);
  const errors = fieldErrors(kind, body, res.status);
  return render(c, { ...base, version, translated, errors }, statusOf(res.status));
};
