/**
 * Paging through a WordPress list with a cursor that survives a killed run: the offset reached and the
 * page size. A page that times out is asked for again in smaller pages (50 → 25 → 10 → 5), each size a
 * divisor of the offsets reached, so no record is skipped or read twice.
 */
import { type Fetcher, SourceError, TimeoutError } from './fetcher';

export interface Cursor {
  offset: number;
  perPage: number;
  done: boolean;
  /** What the source said the list holds (`X-WP-Total` / `X-TEC-Total` / `total`). */
  total?: number;
  /** The site does not offer this list (ReadOptions.notOffered). */
  notOffered?: true;
}

export interface CursorStore {
  cursor(key: string): Cursor | undefined;
  saveCursor(key: string, cursor: Cursor): void;
}

const SMALLER_PAGES = [25, 10, 5, 1];

export interface ListOptions<T> {
  /** The list's name in the state file. */
  key: string;
  perPage: number;
  /** The path of one page; `page` starts at 1. */
  path: (page: number, perPage: number) => string;
  /** The records of a page's body. */
  items: (body: unknown) => T[] | undefined;
  /** Optional: a 4xx that means "nothing here" rather than an error (returns true to end the list). */
  emptyOn?: (status: number, body: unknown) => boolean;
}

const totalOf = (headers: Record<string, string>, body: unknown) => {
  const header = headers['x-wp-total'] ?? headers['x-tec-total'];
  if (header !== undefined && /^\d+$/.test(header)) return Number(header);
  const total = (body as { total?: unknown } | null)?.total;
  return typeof total === 'number' ? total : undefined;
};

/** A list as read: its records page by page, what the site said it holds, whether the site has it at all. */
export interface ListRead<T> {
  items: T[];
  /** The records of each page, in order (where a list's pages join: probing starts there). */
  pages: T[][];
  total?: number;
  /** False when the site does not offer this list (`notOffered` held on its first page). */
  offered: boolean;
}

export interface ReadOptions {
  /** Ask the site again for pages an earlier pass of this run read (they are replaced in the store). */
  fresh?: boolean;
  /** A 4xx on the first page that means "this site has no such list" (an older TEC, a parameter it refuses). */
  notOffered?: (status: number, body: unknown) => boolean;
}

/** Every record of a list, page after page, from where the cursor stopped. */
export async function listAll<T>(
  fetcher: Fetcher,
  cursors: CursorStore,
  options: ListOptions<T>,
): Promise<T[]> {
  return (await readList(fetcher, cursors, options)).items;
}

/** `listAll`, with the pages, the total and whether the site offers the list at all. */
export async function readList<T>(
  fetcher: Fetcher,
  cursors: CursorStore,
  options: ListOptions<T>,
  { fresh = false, notOffered }: ReadOptions = {},
): Promise<ListRead<T>> {
  let cursor = cursors.cursor(options.key) ?? { offset: 0, perPage: options.perPage, done: false };
  const pages: T[][] = [];
  // Pages already read in an earlier (killed) run come from the state's stored answers.
  for (let offset = 0; offset < cursor.offset; offset += cursor.perPage) {
    const page = await fetcher.get(options.path(offset / cursor.perPage + 1, cursor.perPage));
    pages.push(options.items(page.body) ?? []);
  }
  while (!cursor.done) {
    let page: Awaited<ReturnType<Fetcher['get']>>;
    try {
      page = await fetcher.get(options.path(cursor.offset / cursor.perPage + 1, cursor.perPage), {
        shrinkOnTimeout: cursor.perPage > 1,
        fresh,
      });
    } catch (err) {
      if (!(err instanceof TimeoutError)) throw err;
      const smaller = SMALLER_PAGES.find((size) => size < cursor.perPage && cursor.offset % size === 0);
      if (smaller === undefined) throw err;
      cursor = { ...cursor, perPage: smaller };
      cursors.saveCursor(options.key, cursor);
      continue;
    }
    if (page.status >= 400) {
      if (cursor.offset === 0 && notOffered?.(page.status, page.body)) {
        cursors.saveCursor(options.key, { offset: 0, perPage: cursor.perPage, done: true, notOffered: true });
        return { items: [], pages: [], offered: false };
      }
      if (options.emptyOn?.(page.status, page.body)) {
        cursor = { ...cursor, done: true };
        cursors.saveCursor(options.key, cursor);
        break;
      }
      throw unexpectedAnswer(options.key, page.status, page.body);
    }
    const found = options.items(page.body);
    if (!found) throw unexpectedAnswer(options.key, page.status, page.body);
    pages.push(found);
    const total = totalOf(page.headers, page.body) ?? cursor.total;
    const offset = cursor.offset + found.length;
    const done = found.length < cursor.perPage || (total !== undefined && offset >= total);
    // The offset only moves by whole pages, so it stays a multiple of every smaller page size.
    cursor = { offset: done ? offset : cursor.offset + cursor.perPage, perPage: cursor.perPage, done, total };
    cursors.saveCursor(options.key, cursor);
  }
  // A list the site does not offer, found so in an earlier (killed) run of this one.
  if (cursor.notOffered) return { items: [], pages: [], offered: false };
  return { items: pages.flat(), pages, total: cursor.total, offered: true };
}

export function unexpectedAnswer(what: string, status: number, body: unknown): SourceError {
  const { code, message } = (body ?? {}) as { code?: string; message?: string };
  return new SourceError(
    `Reading ${what}: the site answered ${status}${code ? ` ${code}` : ''}${message ? ` (${stripTags(message)})` : ''}.`,
  );
}

const stripTags = (text: string) => text.replace(/<[^>]*>/g, '');
