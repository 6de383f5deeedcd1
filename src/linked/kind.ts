import type { z } from '../lib/zod';
import type { Presentation } from '../posts/presenter';
import type { PostRow } from '../posts/rows';

/** Translatable `post_texts` columns a linked record may have besides its name (`title`). */
export type TextColumn = 'description' | 'excerpt' | 'address' | 'city';

/**
 * What makes venues and organizers differ; everything else about them (routes, lists, writes,
 * inline creation inside events) is written once in this folder and parameterised by this.
 */
export interface LinkedKind {
  kind: 'venue' | 'organizer';
  route: 'venues' | 'organizers';
  /** The request and response field holding the name: `venue` or `organizer`. */
  nameParam: 'venue' | 'organizer';
  textColumns: readonly TextColumn[];
  /** Untranslated fields: request parameter -> `posts` column. */
  columns: Readonly<Record<string, string>>;
  /** Column values of a new record that the request does not set. */
  createDefaults: Readonly<Record<string, string | number>>;
  /** Full-text columns searched by `search`, plus `posts` columns matched as plain substrings. */
  searchText: readonly string[];
  searchPlain: readonly string[];
  createBody: z.ZodObject;
  updateBody: z.ZodObject;
  /** Fills fields derived from others (a venue's `stateprovince`). */
  derive?: (fields: Record<string, unknown>, current?: PostRow) => Record<string, unknown>;
  present: (row: PostRow, p: Presentation) => Record<string, unknown>;
  errors: { notFound: string; notAccessible: string; inTrash: string };
}
