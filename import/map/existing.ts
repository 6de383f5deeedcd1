/** What the database already holds where an import writes: the preflight read (load/d1.ts) fills it. */
import type { PostKind, Taxonomy } from '../../src/db/schema';

/** What the database already holds for the ids and slugs of the import (load/d1.ts `readExisting`). */
export interface ExistingRecords {
  posts: Map<
    number,
    {
      kind: PostKind;
      modifiedUtc: string;
      source: string | null;
      writtenModifiedUtc: string | null;
      /** The series it belongs to (its own id on a template); absent where unknown. */
      seriesId?: number | null;
    }
  >;
  terms: Map<number, { taxonomy: Taxonomy; source: string | null }>;
  /** `images` rows at the source's image ids: a reference's URL, a file's key (an upload's, or a copy's). */
  images: Map<number, { url: string; fileKey?: string | null }>;
  /** The rows of files this source's imports copied (file key -> id), wherever their ids are. */
  mediaIds: Map<string, number>;
  /** `kind|lang|slug` of post texts and `taxonomy|lang|slug` of term texts -> the id holding it. */
  postSlugs: Map<string, number>;
  termSlugs: Map<string, number>;
  /** `site_settings`: name -> value. */
  settings: Map<string, string>;
  /** The highest ids in use (records and aliases), where remapped ids start after. */
  maxPostId: number;
  maxTermId: number;
  maxImageId: number;
}

export const noExistingRecords = (): ExistingRecords => ({
  posts: new Map(),
  terms: new Map(),
  images: new Map(),
  mediaIds: new Map(),
  postSlugs: new Map(),
  termSlugs: new Map(),
  settings: new Map(),
  maxPostId: 0,
  maxTermId: 0,
  maxImageId: 0,
});
