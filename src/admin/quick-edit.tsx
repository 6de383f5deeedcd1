import type { Context } from 'hono';
import type { AppEnv } from '../env';
import type { Lang } from '../lib/languages';
import { LANGUAGE_NAMES } from '../pages/strings';
import { fieldErrors } from './editor/body';
import { EDITOR_WORDS } from './editor/words';
import type { Choice } from './event-list';
import type { Frame } from './layout';
import { LIST_WORDS } from './list-words';
import { REVISION_WORDS } from './revisions/words';
import { ADMIN_STRINGS } from './strings';
import { callApi } from './through-api';

/**
 * Quick Edit of a list row (wp-admin's): its title and slug (in the site's main language), dates, status,
 * categories and tags, in the row itself. `?quick={id}` renders the row as the form's fields (no script
 * needed; the fields belong to a form outside the list's, by their `form` attribute, since forms don't
 * nest); the script opens it in place. Saved through the API's `PATCH /events/{id}` with the `If-Match` of
 * the read it was rendered from, sending only what changed; a refusal shows the row again with the errors at
 * their fields.
 */

export const QUICK_FORM = 'quick-form';
const FIELDS = [
  'title',
  'slug',
  'start_day',
  'start_time',
  'end_day',
  'end_time',
  'status',
  'categories',
  'tags',
];

export type QuickValues = Record<string, string>;

export interface QuickState {
  id: number;
  values: QuickValues;
  /** The values the form was rendered from (what changed is sent). */
  base: QuickValues;
  etag: string;
  errors: Record<string, string>;
  /** Why a save failed as a whole (someone else saved, the event is gone). */
  failure?: string;
}

interface ApiEvent {
  title: string;
  slug: string;
  status: string;
  all_day: boolean | null;
  start_date: string;
  end_date: string;
  categories: Array<{ id: number }>;
  tags: Array<{ name: string }>;
}

const valuesOf = (event: ApiEvent): QuickValues => ({
  title: event.title,
  slug: event.slug,
  start_day: event.start_date.slice(0, 10),
  start_time: event.all_day ? '' : event.start_date.slice(11, 16),
  end_day: event.end_date.slice(0, 10),
  end_time: event.all_day ? '' : event.end_date.slice(11, 16),
  status: event.status,
  categories: event.categories
    .map((c) => c.id)
    .sort((a, b) => a - b)
    .join(','),
  tags: event.tags.map((t) => t.name).join(', '),
});

/** The row `id` as a Quick Edit form, read through the API as the caller (null: not theirs to read). */
export async function quickState(c: Context<AppEnv>, id: number): Promise<QuickState | null> {
  const res = await callApi(
    c,
    'GET',
    `/events/${id}?translation_language=${c.get('config').defaultLanguage}`,
  );
  if (!res.ok) {
    await res.body?.cancel();
    return null;
  }
  const values = valuesOf((await res.json()) as ApiEvent);
  return { id, values, base: values, etag: res.headers.get('etag') ?? '', errors: {} };
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 1000) : '');
const list = (value: unknown) =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .filter((v): v is string => typeof v === 'string' && /^\d{1,15}$/.test(v))
    .map(Number)
    .sort((a, b) => a - b)
    .join(',');

/** What a Quick Edit form sent: its values, and those it was rendered from. */
export function quickOfForm(id: number, params: Record<string, unknown>): QuickState {
  const values: QuickValues = {};
  for (const name of FIELDS)
    values[name] = name === 'categories' ? list(params.categories) : text(params[name]);
  let base: QuickValues = values;
  try {
    const parsed: unknown = JSON.parse(text(params._base) || 'null');
    if (parsed && typeof parsed === 'object') base = parsed as QuickValues;
  } catch {}
  return { id, values, base, etag: text(params._etag), errors: {} };
}

/** The API's body: the fields that changed since the form was rendered. */
function bodyOf(quick: QuickState, mainLang: Lang): Record<string, unknown> {
  const { values, base } = quick;
  const changed = (...names: string[]) => names.some((n) => values[n] !== base[n]);
  const body: Record<string, unknown> = { translation_language: mainLang };
  for (const name of ['title', 'slug', 'status'] as const) if (changed(name)) body[name] = values[name];
  if (changed('start_day', 'start_time', 'end_day', 'end_time')) {
    body.start_date = `${values.start_day} ${values.start_time || '00:00'}:00`;
    body.end_date = `${values.end_day} ${values.end_time || '23:59'}:00`;
  }
  if (changed('categories'))
    body.categories = values.categories ? values.categories.split(',').map(Number) : [];
  if (changed('tags'))
    body.tags = (values.tags ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
  return body;
}

/** The form's field of each parameter an API error names. */
const FIELD_OF: Record<string, string> = { start_date: 'start_day', end_date: 'end_day' };

/** Saves a Quick Edit through the API: null when saved, else the state to show again with its errors. */
export async function saveQuick(c: Context<AppEnv>, quick: QuickState): Promise<QuickState | null> {
  const mainLang = c.get('config').defaultLanguage;
  const res = await callApi(c, 'PATCH', `/events/${quick.id}`, {
    body: bodyOf(quick, mainLang),
    ifMatch: quick.etag || undefined,
  });
  if (res.ok) {
    await res.body?.cancel();
    return null;
  }
  const error: unknown = await res.json().catch(() => null);
  const words = EDITOR_WORDS[c.get('lang')];
  if (res.status === 412 || res.status === 409) {
    // Someone else saved meanwhile: their version, to save again over it knowingly.
    const fresh = await quickState(c, quick.id);
    return fresh
      ? { ...fresh, values: quick.values, failure: words.conflict }
      : { ...quick, failure: words.failed.replace('{status}', String(res.status)) };
  }
  const errors: Record<string, string> = {};
  for (const [name, message] of Object.entries(fieldErrors(error, 'Required.')))
    errors[FIELD_OF[name] ?? name] = message;
  return { ...quick, errors };
}

/** The Quick Edit fields in the row's title cell, tied to the form outside the list's (`QUICK_FORM`). */
export function QuickFields({
  frame,
  quick,
  categories,
  mainLang,
  back,
}: {
  frame: Frame;
  quick: QuickState;
  categories: Choice[];
  mainLang: Lang;
  /** The list's address without the Quick Edit (Cancel). */
  back: string;
}) {
  const t = ADMIN_STRINGS[frame.lang];
  const w = EDITOR_WORDS[frame.lang];
  const l = LIST_WORDS[frame.lang];
  const v = quick.values;
  const form = { form: QUICK_FORM };
  const described = (name: string) =>
    quick.errors[name] !== undefined
      ? { 'aria-invalid': 'true', 'aria-describedby': `quick-${name}-error` }
      : {};
  const error = (name: string) =>
    quick.errors[name] !== undefined && (
      <p class="field-error" id={`quick-${name}-error`}>
        {quick.errors[name]}
      </p>
    );
  const field = (name: string, label: string, type = 'text', lang?: Lang) => (
    <div class="field">
      <label for={`quick-${name}`}>{label}</label>
      <input
        id={`quick-${name}`}
        name={name}
        type={type}
        value={v[name] ?? ''}
        lang={lang}
        {...form}
        {...described(name)}
      />
      {error(name)}
    </div>
  );
  const chosen = new Set((v.categories ?? '').split(','));
  const contributor = frame.caller?.role === 'contributor';
  const statuses = contributor
    ? (['draft', 'pending'] as const)
    : (['draft', 'pending', 'publish', 'private'] as const);
  return (
    <fieldset class="quick" id={`quick-${quick.id}`}>
      <legend>{l.quickEdit}</legend>
      {quick.failure && (
        <p class="error" role="alert">
          {quick.failure}
        </p>
      )}
      {Object.keys(quick.errors).length > 0 && (
        <p class="error" role="alert">
          {w.fixErrors.replace('{count}', String(Object.keys(quick.errors).length))}
        </p>
      )}
      {field('title', `${t.title} (${LANGUAGE_NAMES[mainLang]})`, 'text', mainLang)}
      {field('slug', REVISION_WORDS[frame.lang].slug)}
      <div class="row">
        {field('start_day', `${t.start}: ${w.date}`, 'date')}
        {field('start_time', `${t.start}: ${w.time}`, 'time')}
        {field('end_day', `${t.end}: ${w.date}`, 'date')}
        {field('end_time', `${t.end}: ${w.time}`, 'time')}
      </div>
      <div class="field">
        <label for="quick-status">{t.status}</label>
        <select id="quick-status" name="status" {...form} {...described('status')}>
          {(statuses as readonly string[]).includes(v.status ?? '') ? null : (
            <option value={v.status} selected>
              {t.status1[v.status as keyof typeof t.status1] ?? v.status}
            </option>
          )}
          {statuses.map((s) => (
            <option value={s} selected={v.status === s}>
              {t.status1[s]}
            </option>
          ))}
        </select>
        {error('status')}
      </div>
      <fieldset>
        <legend>{t.categories}</legend>
        <ul class="boxes">
          {categories.map((category) => (
            <li>
              <label class="check">
                <input
                  type="checkbox"
                  name="categories"
                  value={String(category.id)}
                  checked={chosen.has(String(category.id))}
                  {...form}
                />
                {category.name ?? `#${category.id}`}
              </label>
            </li>
          ))}
        </ul>
        {error('categories')}
      </fieldset>
      {field('tags', t.tags)}
      <p class="quick-buttons">
        <button type="submit" {...form}>
          {l.quickSave}
        </button>{' '}
        <a href={back} data-quick-cancel>
          {l.cancel}
        </a>
      </p>
    </fieldset>
  );
}

/** The form the Quick Edit fields belong to (outside the list's form). */
export function QuickForm({ frame, quick, back }: { frame: Frame; quick: QuickState; back: string }) {
  return (
    <form method="post" action={`${frame.base}/events/${quick.id}/quick`} id={QUICK_FORM}>
      <input type="hidden" name="_csrf" value={frame.csrfToken} />
      <input type="hidden" name="_etag" value={quick.etag} />
      <input type="hidden" name="_base" value={JSON.stringify(quick.base)} />
      <input type="hidden" name="back" value={back} />
    </form>
  );
}
