/**
 * The reader of each kind of source (docs/sources.md, "Kinds of source"), loaded on first use: the
 * iCalendar reader brings ical.js, which the Worker loads only when a run reads a feed.
 */
import type { CalendarReader, SourceKind } from './reader';

export async function readerOf(kind: SourceKind): Promise<CalendarReader> {
  switch (kind) {
    case 'ical':
      return (await import('./ical-reader')).icalReader;
    case 'tec':
      return (await import('./tec-reader')).tecReader;
    case 'site':
      return (await import('./tec-reader')).siteReader;
    case 'gancio':
      return (await import('./gancio-reader')).gancioReader;
    case 'mobilizon':
      return (await import('./mobilizon-reader')).mobilizonReader;
    case 'page':
      return (await import('./page-reader')).pageReader;
  }
}
