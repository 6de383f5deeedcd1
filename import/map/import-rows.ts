/**
 * Our rows as an import writes them (load/sql.ts turns them into SQL): the read side's rows of
 * src/posts/rows.ts, with what the import adds (plain passwords, aliases, old URLs, origins).
 */

import type { Problem } from '../../src/calendars/model';
import type { LinkRole, PostKind, Role, Taxonomy } from '../../src/db/schema';
import type { Lang } from '../../src/lib/languages';
import type { EventRow, PostRow, PostText } from '../../src/posts/rows';
import type { SettingName } from './site-settings';

/** Flags our rows keep as 0/1; the SQL writer takes booleans. */
type Flag =
  | 'show_map'
  | 'show_map_link'
  | 'all_day'
  | 'hide_from_listings'
  | 'sticky'
  | 'featured'
  | 'ticketed';

/** A `posts` row (the columns the read side selects), with the password still plain: sql.ts hashes it with the id. */
export type PostOut = Omit<PostRow, 'texts' | 'image' | 'has_password' | Flag> &
  Record<Flag, boolean> &
  Pick<
    EventRow,
    | 'content_id'
    | 'series_id'
    | 'recurrence_id'
    | 'event_status'
    | 'event_status_reason'
    | 'previous_start_utc'
    | 'attendance_mode'
    | 'online_url'
    | 'online_url_visible_before'
    | 'event_languages'
    | 'accessibility'
    | 'accessibility_note'
  > & {
    /** What the `event_language` filter matches (src/lib/language-tags.ts). */
    event_language_keys: string;
    password: string | null;
    /** TEC's currency meta of an event ('' where it has none); null: the cost text says it. */
    currency_symbol: string | null;
    currency_code: string | null;
    currency_position: string | null;
  };

/** The rule of a series (`series_rules`), with the ids of every occurrence the source gives it. */
export interface SeriesRuleOut {
  template_id: number;
  recurrence: string;
  start_wall: string;
  horizon_utc: string | null;
  /** Written or not (unchanged since `--since`, edited here): the others are no longer the series'. */
  occurrenceIds: number[];
}

/** A `post_texts` row: the read side's text of a post, with its owner. */
export interface TextOut extends Omit<PostText, 'lang'> {
  post_id: number;
  kind: PostKind;
  lang: Lang;
}

export interface TermOut {
  id: number;
  taxonomy: Taxonomy;
  parent_id: number;
  /** A category's colours, when the source can say them (a WordPress export): every term then has them. */
  color_primary?: string;
  color_secondary?: string;
  color_text?: string;
  color_priority?: number;
}

/** The lowest and highest amount of a content's costs (`event_costs`), when they name any. */
export interface CostOut {
  content_id: number;
  cost_min: number;
  cost_max: number;
}

export interface TermTextOut {
  term_id: number;
  taxonomy: Taxonomy;
  lang: Lang;
  name: string;
  slug: string;
  description: string;
}

export interface LinkOut {
  event_id: number;
  post_id: number;
  role: LinkRole;
  position: number;
}

export interface EventTermOut {
  event_id: number;
  term_id: number;
  position: number;
}

/** An `images` row: a reference to a file elsewhere (`url`), or a file the import copied (`file_key`). */
export interface ImageOut {
  id: number;
  url: string;
  width: number;
  height: number;
  sizes: string;
  file_key: string | null;
  mime: string;
  bytes: number;
  filename: string;
  title: string;
  /** JSON: language -> alternative text (the upload's `alt`). */
  alt: string;
}

export interface UserOut {
  id: number;
  login: string;
  role: Role;
  /** Why this role, when the source did not name it (SourceUser.roleFrom). */
  roleFrom?: string;
}

export interface AliasOut {
  space: 'post' | 'term';
  alias_id: number;
  target_id: number;
  lang: Lang | null;
}

export interface LegacyUrlOut {
  path: string;
  space: 'post' | 'term';
  target_id: number;
  lang: Lang | null;
}

export interface OriginOut {
  space: 'post' | 'term';
  id: number;
  source: string;
  source_id: string;
  written_modified_utc: string;
}

/** A setting of the site (map/site-settings.ts) and what the import does with it. */
export interface SettingOut {
  name: SettingName;
  value: string;
  /** Where the source's value was read. */
  from: string;
  /** The value the database holds, or null. */
  previous: string | null;
  /** Written (or to be written); already so; kept as set here (it was changed here since the last import). */
  action: 'set' | 'same' | 'kept';
}

export interface ImportRows {
  posts: PostOut[];
  seriesRules: SeriesRuleOut[];
  texts: TextOut[];
  terms: TermOut[];
  termTexts: TermTextOut[];
  links: LinkOut[];
  eventTerms: EventTermOut[];
  costs: CostOut[];
  images: ImageOut[];
  users: UserOut[];
  aliases: AliasOut[];
  legacyUrls: LegacyUrlOut[];
  origins: OriginOut[];
  settings: SettingOut[];
  problems: Problem[];
  /** Records the database holds that were edited there since the last import (kept; `--overwrite`). */
  keptLocalEdits: number[];
  /** Source id -> our id, where they differ (remapped records, translation members). */
  idMap: { posts: Record<string, number>; terms: Record<string, number> };
}
