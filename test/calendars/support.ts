import type { SourcePost, SourceSet } from '../../src/calendars/model';
import type { FetchedPage, PageRequest, ReadContext } from '../../src/calendars/reader';

/** A run's context for the readers' tests: the site's zone, and budgets far from what a fixture has. */
export const context = (sourceUrl: string, now: string, more: Partial<ReadContext> = {}): ReadContext => ({
  sourceUrl,
  timezone: 'Europe/Madrid',
  language: 'es',
  now: new Date(now),
  maxEvents: 5000,
  maxOccurrences: 1000,
  ...more,
});

/** A recorded answer to `request`, as the run gives it to a reader. */
export const page = (request: PageRequest, text: string, contentType = 'application/json'): FetchedPage => ({
  request,
  url: request.url,
  contentType,
  text,
});

export const eventsOf = (set: SourceSet) =>
  set.posts.filter((p) => p.kind === 'event' || p.kind === 'series');

export const byTitle = (set: SourceSet, title: string): SourcePost => {
  const found = set.posts.find((p) => p.title === title);
  if (!found) throw new Error(`no ${title} in ${set.posts.map((p) => p.title).join(', ')}`);
  return found;
};

/** The venue of an event. */
export const venueOf = (set: SourceSet, event: SourcePost) =>
  set.posts.find((p) => p.kind === 'venue' && p.id === event.event!.venueIds[0]);
