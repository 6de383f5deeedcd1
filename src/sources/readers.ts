import type { CalendarReader, SourceKind } from '../calendars/reader';
import { readerOf } from '../calendars/readers';

/**
 * The reader of each kind of source (src/calendars), loaded when a run needs it. Tests may put readers of
 * their own in their place (`useReaders`), to drive a run with pages they write.
 */
export type ReaderOf = (kind: SourceKind) => Promise<CalendarReader>;

let replaced: ReaderOf | null = null;

export function useReaders(readerOf: ReaderOf | null): void {
  replaced = readerOf;
}

export async function readerFor(kind: SourceKind): Promise<CalendarReader> {
  if (replaced) return replaced(kind);
  return readerOf(kind);
}
