import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { callApi } from '../through-api';

/**
 * The venues, organizers, categories and tags the form offers, read through the API's lists as the caller
 * (the API decides what each caller may see): the first page, or what a search finds (the API's `search`),
 * always with the ones the event has, so that a choice beyond the first page is never dropped by a save.
 */

export interface Choice {
  id: number;
  name: string;
  parent?: number;
}

export const CHOICE_KINDS = ['venues', 'organizers', 'categories', 'tags'] as const;
export type ChoiceKind = (typeof CHOICE_KINDS)[number];

/** What the user typed in each list's search field (the form's `{kind}_search`). */
export type Searches = Partial<Record<ChoiceKind, string>>;

/** The API's page size cap: one page of each list. */
const PAGE = 50;
/** Chosen venues and organizers missing from the page are read one by one, at most this many. */
const MAX_EXTRA = 20;
const MAX_SEARCH = 100;

const isTerm = (kind: ChoiceKind) => kind === 'categories' || kind === 'tags';

export function searchesOf(params: Record<string, unknown>): Searches {
  const out: Searches = {};
  for (const kind of CHOICE_KINDS) {
    const value = params[`${kind}_search`];
    const text = (Array.isArray(value) ? value[0] : value) as unknown;
    if (typeof text === 'string' && text.trim() !== '') out[kind] = text.trim().slice(0, MAX_SEARCH);
  }
  return out;
}

const choiceOf = (item: Record<string, unknown>): Choice => ({
  id: Number(item.id),
  name: String(item.venue ?? item.organizer ?? item.name ?? ''),
  parent: typeof item.parent === 'number' && item.parent > 0 ? item.parent : undefined,
});

async function listJson(c: Context<AppEnv>, path: string, kind: ChoiceKind) {
  const res = await callApi(c, 'GET', path);
  if (!res.ok) {
    await res.body?.cancel();
    return [];
  }
  const body = (await res.json()) as Record<string, unknown>;
  return ((body[kind] ?? []) as Array<Record<string, unknown>>).map(choiceOf);
}

/** One list's first page, or what a search finds: one API read. */
export function choicePage(
  c: Context<AppEnv>,
  kind: Exclude<ChoiceKind, 'tags'>,
  search: string | undefined,
): Promise<Choice[]> {
  const query = new URLSearchParams({ per_page: String(PAGE) });
  if (isTerm(kind)) {
    query.set('hide_empty', 'false');
    query.set('orderby', 'name');
  }
  if (search) query.set('search', search);
  return listJson(c, `/${kind}?${query}`, kind);
}

/**
 * One list's choices: its page (`choicePage`, asked before) and the chosen ids missing from it, taken from
 * `known` (those the event came with, as the API showed them to the caller: no read) or else read.
 */
export async function withChosen(
  c: Context<AppEnv>,
  kind: Exclude<ChoiceKind, 'tags'>,
  page: Promise<Choice[]>,
  chosen: number[],
  known: Choice[] = [],
): Promise<{ items: Choice[]; matched: number }> {
  const found = await page;
  const missing = chosen.filter((id) => !found.some((f) => f.id === id)).slice(0, MAX_EXTRA);
  if (missing.length === 0) return { items: found, matched: found.length };
  const given = known.filter((k) => missing.includes(k.id));
  const unknown = missing.filter((id) => !given.some((g) => g.id === id));
  if (unknown.length === 0) return { items: [...found, ...given], matched: found.length };
  if (isTerm(kind)) {
    const extra = new URLSearchParams({
      per_page: String(PAGE),
      hide_empty: 'false',
      include: unknown.join(','),
    });
    const read = await listJson(c, `/${kind}?${extra}`, kind);
    return { items: [...found, ...given, ...read], matched: found.length };
  }
  const extra: Choice[] = [];
  for (const id of unknown) {
    const res = await callApi(c, 'GET', `/${kind}/${id}`);
    if (res.ok) extra.push(choiceOf((await res.json()) as Record<string, unknown>));
    else await res.body?.cancel();
  }
  return { items: [...found, ...given, ...extra], matched: found.length };
}

/** The venues, organizers and categories an event came with, as choices (what `withChosen` needs not read). */
export function choicesOfEvent(event: {
  venue: unknown;
  organizer: unknown;
  categories: unknown;
}): Partial<Record<Exclude<ChoiceKind, 'tags'>, Choice[]>> {
  const list = (value: unknown) =>
    (Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : []) as Array<
      Record<string, unknown>
    >;
  return {
    venues: list(event.venue).map(choiceOf),
    organizers: list(event.organizer).map(choiceOf),
    categories: list(event.categories).map(choiceOf),
  };
}

/** The names of the existing tags a search finds (nothing without a search: tags are typed by name). */
export async function findTags(c: Context<AppEnv>, search: string | undefined): Promise<string[]> {
  if (!search) return [];
  const query = new URLSearchParams({ per_page: String(PAGE), hide_empty: 'false', search });
  return (await listJson(c, `/tags?${query}`, 'tags')).map((t) => t.name);
}

/** Tags typed as digits resolved in one save, at most (each may cost a search and a create). */
const MAX_DIGIT_TAGS = 20;

/**
 * The tags to send for the names typed. The API reads a tag given as digits as its id, so a name made of
 * digits (a year) is sent as the id of the tag of that name, created first (as the caller) when there is
 * none; the API's refusal of that create, or more such names than `MAX_DIGIT_TAGS`, leaves the name as
 * typed for the API to refuse.
 */
export async function tagsForApi(c: Context<AppEnv>, names: string[]): Promise<Array<string | number>> {
  let budget = MAX_DIGIT_TAGS;
  const out: Array<string | number> = [];
  for (const name of names) {
    if (!/^\d+$/.test(name) || budget-- <= 0) {
      out.push(name);
      continue;
    }
    const query = new URLSearchParams({ per_page: String(PAGE), hide_empty: 'false', search: name });
    const found = (await listJson(c, `/tags?${query}`, 'tags')).find((tag) => tag.name === name);
    if (found) {
      out.push(found.id);
      continue;
    }
    const res = await callApi(c, 'POST', '/tags', { body: { name } });
    let created: unknown;
    if (res.ok) created = ((await res.json()) as { id?: unknown }).id;
    else await res.body?.cancel();
    out.push(typeof created === 'number' ? created : name);
  }
  return out;
}
