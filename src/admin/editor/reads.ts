import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { readInWindow } from '../../db/window';
import type { AppEnv } from '../../env';
import { LANGUAGES, type Lang } from '../../lib/languages';
import type { Frame } from '../layout';
import { chosenImage, mediaIdOf } from '../media/chosen';
import { callApi } from '../through-api';
import { type Choice, type ChoiceKind, choicePage, choicesOfEvent, findTags, type Searches } from './choices';
import { type ApiEvent, type TextField, valuesOfEvent } from './values';
import type { SeriesView } from './view';

/**
 * What the event editor reads, through the API as the caller (src/admin/through-api.ts): the event in every
 * language, its occurrences, the lists its form chooses from and the authors, asked at once so that they go
 * to D1 in the screen's one round trip of reads (src/db/window.ts, docs/performance.md#round-trips).
 */

export async function apiJson<T>(
  c: Context<AppEnv>,
  path: string,
): Promise<{ status: number; etag: string; body: T | null }> {
  const res = await callApi(c, 'GET', path);
  const etag = res.headers.get('etag') ?? '';
  if (!res.ok) {
    await res.body?.cancel();
    return { status: res.status, etag, body: null };
  }
  return { status: res.status, etag, body: (await res.json()) as T };
}

/**
 * The users an event may be given to (editors and administrators choose its author). When D1 does not answer,
 * the form is still shown (a save whose answer was lost, to be sent again with its key), keeping `typed`, the
 * author it had.
 */
export async function authorChoices(
  c: Context<AppEnv>,
  frame: Frame,
  typed?: string,
): Promise<Choice[] | null> {
  const role = frame.caller?.role;
  if (role !== 'editor' && role !== 'administrator') return null;
  try {
    const rows = await readInWindow<{ id: number; login: string }>(
      c.get('db'),
      sql`SELECT id, login FROM users WHERE role <> 'subscriber' ORDER BY login LIMIT 200`,
    );
    return rows.map((r) => ({ id: r.id, name: r.login }));
  } catch {
    // Nothing the form sends changes: an author left empty is not sent (body.ts).
    return typed && /^\d{1,15}$/.test(typed) ? [{ id: Number(typed), name: `#${typed}` }] : [];
  }
}

/**
 * The rule in the API's words and the next occurrences, for an event of a series; `inAppLanguage`: the event
 * read in the app's language (the rule's words), which may not be the main language of the texts.
 */
export function seriesOf(
  event: ApiEvent,
  inAppLanguage: ApiEvent | null | undefined,
  occurrences: { events?: Array<{ start_date: string }> } | null,
): SeriesView | undefined {
  if (!event.series?.description) return undefined;
  return {
    description: inAppLanguage?.series?.description ?? event.series.description,
    next: (occurrences?.events ?? []).map((e) => e.start_date),
    isOccurrence: event.series.recurrence_id !== undefined,
  };
}

/**
 * The image an upload came back with (`?image={id}`, which `withUploaded` makes the form's), asked beside the
 * screen's other reads; undefined without one (the form's own image is then read as it renders).
 */
export const uploadedImage = (c: Context<AppEnv>) => {
  const value = c.req.query('image');
  return mediaIdOf(value) === null ? undefined : chosenImage(c, value);
};

/**
 * The event as saved: its values in the main language and each other language it has text in. The event in
 * every language and its next occurrences are asked at once, before knowing which languages it has or
 * whether it repeats: side by side they go to D1 in one round trip (the screen's batch window,
 * docs/performance.md#round-trips), where asking after the first answer would cost one more. Only the
 * languages it has are kept (the API answers the others in a language it has); the occurrences only for a
 * series (a plain event lists itself).
 */
export async function readEvent(c: Context<AppEnv>, id: number, mainLang: Lang) {
  const inLanguage = (lang: Lang) => apiJson<ApiEvent>(c, `/events/${id}?translation_language=${lang}`);
  const [main, others, occurrences] = await Promise.all([
    inLanguage(mainLang),
    Promise.all(
      LANGUAGES.filter((lang) => lang !== mainLang).map(
        async (lang) => [lang, (await inLanguage(lang)).body] as const,
      ),
    ),
    apiJson<{ events?: Array<{ start_date: string }> }>(c, `/events/${id}/occurrences?per_page=5`),
  ]);
  if (!main.body) return { status: main.status, event: null } as const;
  const event = main.body;
  const translated = LANGUAGES.filter((lang) => event.translations[lang] !== undefined);
  const texts: Partial<Record<Lang, Pick<ApiEvent, TextField>>> = {};
  for (const [lang, other] of others)
    if (other && other.lang === lang && translated.includes(lang)) texts[lang] = other;
  const byLang = new Map<Lang, ApiEvent | null>([[mainLang, event], ...others]);
  const appLang = c.get('lang');
  return {
    status: main.status,
    event,
    etag: main.etag,
    translated,
    values: valuesOfEvent(event, texts, mainLang),
    series: seriesOf(event, appLang === event.lang ? event : byLang.get(appLang), occurrences.body),
    known: choicesOfEvent(event),
  } as const;
}

/**
 * The lists the form chooses from (a page of each, or what a search finds), the tags a search finds and the
 * authors: asked with the event when the screen reads one, so that they go in its round trip.
 */
export function askChoices(c: Context<AppEnv>, frame: Frame, searches: Searches, typedAuthor?: string) {
  const asked = {
    venues: choicePage(c, 'venues', searches.venues),
    organizers: choicePage(c, 'organizers', searches.organizers),
    categories: choicePage(c, 'categories', searches.categories),
    tags: findTags(c, searches.tags),
    authors: authorChoices(c, frame, typedAuthor),
  };
  // Awaited by `render`, or not at all when the event is not found: never an unhandled rejection.
  for (const promise of Object.values(asked)) promise.catch(() => {});
  return asked;
}
export type Asked = ReturnType<typeof askChoices>;
export type Known = Partial<Record<Exclude<ChoiceKind, 'tags'>, Choice[]>>;

/** The event (with `id`) and the lists its form chooses from, asked at once: one round trip of reads. */
export async function readForForm(
  c: Context<AppEnv>,
  frame: Frame,
  id: number | null,
  mainLang: Lang,
  searches: Searches,
  typedAuthor?: string,
) {
  const asked = askChoices(c, frame, searches, typedAuthor);
  const shown = id === null ? null : await readEvent(c, id, mainLang);
  return { shown, early: { asked, known: shown?.event ? shown.known : undefined } };
}
