import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { JsonItems, stringifyWithItems } from '../lib/json-items';
import { ApiError } from './errors';
import { jsonText } from './json-text';

/** A canonical query: parameters in a fixed order, arrays already comma-joined, absent ones omitted. */
export type CanonicalQuery = ReadonlyArray<readonly [string, string]>;

export const apiRoot = (c: Context<AppEnv>, langPrefix = c.get('langPrefix')) =>
  `${new URL(c.req.url).origin}${langPrefix}/site/events/v1`;

const encode = (entries: CanonicalQuery) => new URLSearchParams(entries as [string, string][]).toString();

export interface Page {
  page: number;
  perPage: number;
  total: number;
}

export const totalPages = ({ total, perPage }: Page) => Math.ceil(total / perPage);

/**
 * The list links of TEC: `rest_url` with `page` first, `next_rest_url` with `page` last, and
 * `previous_rest_url` without `page` when it points at page 1. As TEC, a page past the end (a term
 * list answers it, empty) still points at the page before it.
 */
export function pageLinks(collectionUrl: string, query: CanonicalQuery, page: Page) {
  const rest = query.filter(([key]) => key !== 'page' && key !== 'per_page');
  const base: CanonicalQuery = [['per_page', String(page.perPage)], ...rest];
  const pages = totalPages(page);
  const link = (entries: CanonicalQuery) => `${collectionUrl}/?${encode(entries)}`;
  return {
    rest_url: link([['page', String(page.page)], ...base]),
    next_rest_url: page.page < pages ? link([...base, ['page', String(page.page + 1)]]) : undefined,
    previous_rest_url:
      page.page > 1 ? link(page.page === 2 ? base : [...base, ['page', String(page.page - 1)]]) : undefined,
  };
}

/** Headers every list carries: totals, and a `Link` header with the next and previous pages. */
export function listHeaders(page: Page, links: ReturnType<typeof pageLinks>): Record<string, string> {
  const link = [
    links.next_rest_url && `<${links.next_rest_url}>; rel="next"`,
    links.previous_rest_url && `<${links.previous_rest_url}>; rel="prev"`,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    'X-TEC-Total': String(page.total),
    'X-TEC-TotalPages': String(totalPages(page)),
    ...(link ? { Link: link } : {}),
  };
}

/** Posts (events, venues, organizers) answer a page past the end with 404; terms answer an empty list. */
export function assertPageExists(page: Page, rowCount: number, kind: 'event' | 'venue' | 'organizer') {
  if (page.page > 1 && rowCount === 0) {
    throw new ApiError(
      404,
      `${kind}-archive-page-not-found`,
      `The requested ${kind} archive page does not exist`,
    );
  }
}

export interface ListResponse {
  /** The key holding the items: `events`, `venues`, `categories` … */
  key: string;
  /** The items, or their JSON texts (written as they are). */
  items: unknown[] | JsonItems;
  collectionUrl: string;
  query: CanonicalQuery;
  page: Page;
}

/**
 * A list answer with its headers, in TEC's key order: posts put their items first
 * (`events, rest_url, next_rest_url?, previous_rest_url?, total, total_pages`); terms put them after
 * the totals (`rest_url, total, total_pages, categories, next_rest_url?, previous_rest_url?`).
 */
export function listResponse(
  c: Context<AppEnv>,
  list: ListResponse,
  layout: 'posts' | 'terms' = 'posts',
): Response {
  const links = pageLinks(list.collectionUrl, list.query, list.page);
  const around = {
    ...(links.next_rest_url ? { next_rest_url: links.next_rest_url } : {}),
    ...(links.previous_rest_url ? { previous_rest_url: links.previous_rest_url } : {}),
  };
  const totals = { total: list.page.total, total_pages: totalPages(list.page) };
  const body =
    layout === 'posts'
      ? { [list.key]: list.items, rest_url: links.rest_url, ...around, ...totals }
      : { rest_url: links.rest_url, ...totals, [list.key]: list.items, ...around };
  const text =
    list.items instanceof JsonItems ? stringifyWithItems(body, list.key, list.items) : JSON.stringify(body);
  return jsonText(c, text, 200, listHeaders(list.page, links));
}
