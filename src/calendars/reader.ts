import type { SourceSet } from './model';

/**
 * A reader of one kind of calendar (docs/sources.md): how a run asks for the source's pages, and how each
 * fetched page is read into the importer's model (model.ts). The same readers serve the `npm run import`
 * command and the Worker's scheduled sources; a reader never fetches by itself (the caller fetches through
 * the outgoing guard, src/outgoing/fetch.ts, with its budgets), so it stays pure and testable on recorded
 * answers.
 */

export const SOURCE_KINDS = ['ical', 'tec', 'site', 'gancio', 'mobilizon', 'page'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** One request of a run: the first from the source's URL, the next ones from the page before. */
export interface PageRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** What a reader knows of the run it serves. */
export interface ReadContext {
  /** The source's address as the editor typed it. */
  sourceUrl: string;
  /** The site's time zone (for floating times) and the language the source's texts are in. */
  timezone: string;
  language: string;
  /** Events before this are not read (a run brings what is still to come, and what is on now). */
  now: Date;
  /** Budgets of a whole run: events read, and occurrences a recurring event may expand to. */
  maxEvents: number;
  maxOccurrences: number;
  /** How far ahead recurring events are read, in months (the series' horizon; default 24). */
  horizonMonths?: number;
}

/** A fetched page, as the reader gets it. */
export interface FetchedPage {
  request: PageRequest;
  /** After redirects. */
  url: string;
  contentType: string;
  text: string;
}

export interface PageRead {
  /** The page's records: events (each with `uid`, the source's own id for it), their venues, organizers, terms. */
  set: SourceSet;
  /** The next page of the source, or null when this was the last. */
  next: PageRequest | null;
}

export interface CalendarReader {
  kind: SourceKind;
  firstRequest(context: ReadContext): PageRequest;
  /** Throws `CalendarReadError` when the page is not what this kind of source answers. */
  readPage(page: FetchedPage, context: ReadContext): PageRead;
}

/** A page that is not what its kind of source answers, in words for the history of runs. */
export class CalendarReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CalendarReadError';
  }
}
