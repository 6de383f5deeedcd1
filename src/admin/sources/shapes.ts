import { SOURCE_KINDS, type SourceKind } from '../../calendars/reader';
import type { ShownRunError } from './error-words';

/** A source, its runs, its events and what is ignored, as the API's `/sources` routes present them. */

export { SOURCE_KINDS };
export const SCHEDULES = ['hourly', 'daily', 'weekly', 'manual'] as const;
export const UPDATE_AUTHORITIES = ['overwrite', 'keep_local_edits', 'never'] as const;

/** A followed fediverse calendar (src/federation): its events are pushed, never fetched. */
export const PUSHED_KIND = 'activitypub';
export type AnyKind = SourceKind | typeof PUSHED_KIND;

export interface Source {
  id: number;
  kind: AnyKind;
  url: string;
  name: string;
  schedule: (typeof SCHEDULES)[number];
  default_status: 'pending' | 'draft' | 'publish';
  /** null: the site's main language. */
  default_language: string | null;
  /** Term ids, or names to be matched or made at the first event. */
  default_categories: Array<number | string>;
  default_tags: Array<number | string>;
  update_authority: (typeof UPDATE_AUTHORITIES)[number];
  on_removed: 'trash' | 'keep';
  paused: boolean;
  running: boolean;
  next_run: string | null;
  last_run: Run | null;
  /** A TEC site's application password: its user name only (never the password). */
  credentials?: { username: string } | null;
}

export interface Run {
  id: number;
  trigger: 'schedule' | 'manual' | 'push';
  started: string;
  finished: string | null;
  status: 'running' | 'succeeded' | 'unchanged' | 'failed';
  duration_ms: number | null;
  new: number;
  updated: number;
  unchanged: number;
  trashed: number;
  failed: number;
  ignored: number;
  duplicates: number;
  errors: ShownRunError[];
}

export const RUN_COUNTS = [
  'new',
  'updated',
  'unchanged',
  'trashed',
  'failed',
  'ignored',
  'duplicates',
] as const;

export interface BroughtEvent {
  uid: string;
  /** The event (or series) here; null once deleted. */
  event: number | null;
  series: boolean;
  title: string | null;
  status: string | null;
  start_date: string | null;
  possible_duplicate_of: number | null;
}

export interface IgnoredEvent {
  uid: string;
  title: string;
  ignored_by: number;
  ignored: string;
}

export interface TestedEvent {
  uid: string;
  title: string;
  start_date: string;
  venue: string | null;
}

/** The screen's form of a source (the application password is never shown back). */
export interface SourceForm {
  kind: AnyKind;
  url: string;
  name: string;
  schedule: Source['schedule'];
  default_status: Source['default_status'];
  default_language: string;
  default_categories: Array<number | string>;
  default_tags: Array<number | string>;
  update_authority: Source['update_authority'];
  on_removed: Source['on_removed'];
  username: string;
}
