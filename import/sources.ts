/** The three kinds of source, read into one shape (model.ts). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readIcs } from '../src/calendars/ics';
import type { SourceSet } from '../src/calendars/model';
import type { SourceKind } from '../src/calendars/reader';
import { groupRecurringEvents } from '../src/calendars/series';
import type { Progress } from './progress';
import { readCalendar } from './source/calendar-fetch';
import { Fetcher, SourceError } from './source/fetcher';
import { fetchIcs } from './source/ics-fetch';
import { collectRest } from './source/rest-collect';
import { restSourceSet } from './source/rest-map';
import { parseWxr } from './source/wxr';
import type { ImportState } from './state';

export type SourceOptions =
  | { kind: 'rest'; url: string; user: string; appPassword: string; concurrency: number }
  | { kind: 'wxr'; file: string; timezone?: string }
  | { kind: 'ics'; location: string; timezone?: string; windowMonths: number }
  | { kind: 'calendar'; reader: SourceKind; url: string; timezone?: string; windowMonths: number };

/** Names a source in the state folder and in `import_origins`-independent messages. */
export function sourceKey(options: SourceOptions): string {
  switch (options.kind) {
    case 'rest':
      return options.url.replace(/\/+$/, '');
    case 'wxr':
      return `wxr:${path.resolve(options.file)}`;
    case 'ics':
      return `ics:${/^https?:/i.test(options.location) ? options.location : path.resolve(options.location)}`;
    case 'calendar':
      return `${options.reader}:${options.url}`;
  }
}

export const basicAuthorization = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

function readFileOrExplain(file: string, what: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    throw new SourceError(
      `Could not read ${what} ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}.`,
    );
  }
}

export async function readSource(
  options: SourceOptions,
  context: { state: ImportState; since?: string; progress: Progress },
): Promise<SourceSet> {
  const { state, progress } = context;
  switch (options.kind) {
    case 'rest': {
      const fetcher = new Fetcher({
        root: options.url,
        authorization: basicAuthorization(options.user, options.appPassword),
        concurrency: options.concurrency,
        store: state,
        onFetch: () =>
          progress.update(
            'Reading the site',
            state.fetchedPages,
            Math.max(state.expectedPages(), state.fetchedPages),
            'answers',
          ),
      });
      const snapshot = await collectRest(fetcher, state, { since: context.since });
      return withSeries(restSourceSet(snapshot));
    }
    case 'wxr':
      return withSeries(
        parseWxr(readFileOrExplain(options.file, 'the export file'), options.file, {
          timezone: options.timezone,
        }),
      );
    case 'ics': {
      const text = /^https?:/i.test(options.location)
        ? await fetchIcs(options.location)
        : readFileOrExplain(options.location, 'the iCalendar file');
      return readIcs(text, options);
    }
    case 'calendar':
      return readCalendar(options.reader, options.url, {
        timezone: options.timezone ?? 'UTC',
        horizonMonths: options.windowMonths,
      });
  }
}

/** A TEC site's recurring events (TEC Pro lists each occurrence as an event) grouped back into series. */
function withSeries(source: SourceSet): SourceSet {
  groupRecurringEvents(source);
  return source;
}
