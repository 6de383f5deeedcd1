/**
 * Source records → our rows (API.md §2 through docs/import.md §Mapping). Pure and deterministic: the
 * same source, database and state give the same rows. Ids are kept; with `remap`, records whose id the
 * database already uses for something else get new ids and keep theirs as aliases (ids.ts). Translation
 * groups become one record (groups.ts). Passwords stay plain here; sql.ts hashes them with the final id.
 */

import type { Problem, SourceImage, SourceSet } from '../../src/calendars/model';
import type { Role } from '../../src/db/schema';
import type { Lang } from '../../src/lib/languages';
import type { ExistingRecords } from './existing';
import { translationGroups } from './groups';
import { assignGroupIds, IdAssigner, IdConflictError, takenIn } from './ids';
import type { AliasOut, ImageOut, ImportRows, SettingOut, UserOut } from './import-rows';
import { onePerPath } from './legacy-urls';
import { postRows } from './post-rows';
import { sourceSettings } from './site-settings';
import { termRows } from './term-rows';

export interface MapOptions {
  /** Language of records whose source names none (`--default-lang`, else the site's language). */
  defaultLang: Lang;
  langMap: Record<string, Lang>;
  existing: ExistingRecords;
  remap: boolean;
  overwrite: boolean;
  /** The id map of earlier runs: a remapped record keeps its new id. */
  previousIdMap?: { posts: Record<string, number>; terms: Record<string, number> };
  /** The settings the last import of this source wrote (a value changed here since is kept). */
  previousSettings?: Record<string, string>;
}

/**
 * The site's settings against the database's: written where it has none, or holds what this source's
 * last import wrote (or `--overwrite`); kept where it was changed here since.
 */
function settingRows(source: SourceSet, options: MapOptions, problems: Problem[]): SettingOut[] {
  const { settings, notes } = sourceSettings(source, options.langMap);
  for (const reason of notes) problems.push({ kind: 'site', id: '', reason });
  return settings.map((setting) => {
    const previous = options.existing.settings.get(setting.name) ?? null;
    const action =
      previous === setting.value
        ? 'same'
        : previous === null || options.overwrite || options.previousSettings?.[setting.name] === previous
          ? 'set'
          : 'kept';
    return { ...setting, previous, action };
  });
}

/**
 * Whether the image may be written at its source id: the row there is this import's own (the same
 * reference, an earlier reference to the same URL that the copy now replaces, or the same copy), or
 * there is none. A file with a key the import did not make (an upload) is never written over.
 */
function fitsAtSourceId(image: SourceImage, existing: ExistingRecords): boolean {
  const found = existing.images.get(image.id);
  if (!found) return true;
  if (found.fileKey) return found.fileKey === image.media?.fileKey;
  return found.url === image.url;
}

/**
 * The images, with their ids unless the database has another image there (then a new one); a copy
 * (`media`) keeps the id its row has from an earlier run; an image known only by URL (id 0 or less,
 * import/media/attach.ts) gets a new one. `imageIdOf` gets source id -> ours.
 */
function imageRows(
  source: SourceSet,
  existing: ExistingRecords,
  imageIdOf: Map<number, number>,
  lang: Lang,
): ImageOut[] {
  let nextImage = Math.max(existing.maxImageId, ...source.images.map((i) => i.id), 0);
  // One row per file: the same file at two URLs of the source (same name and bytes) is one file here.
  const fileIds = new Map<string, number>();
  return source.images.flatMap((image): ImageOut[] => {
    const media = image.media;
    const alt = JSON.stringify(image.alt ? { [lang]: image.alt } : {});
    const twin = media ? fileIds.get(media.fileKey) : undefined;
    if (twin !== undefined) {
      imageIdOf.set(image.id, twin);
      return [];
    }
    const own = media ? existing.mediaIds.get(media.fileKey) : undefined;
    const id = own ?? (image.id > 0 && fitsAtSourceId(image, existing) ? image.id : ++nextImage);
    imageIdOf.set(image.id, id);
    if (!media)
      return [
        {
          id,
          url: image.url,
          width: image.width,
          height: image.height,
          sizes: JSON.stringify(image.sizes),
          file_key: null,
          mime: '',
          bytes: 0,
          filename: '',
          title: image.title ?? '',
          alt,
        },
      ];
    fileIds.set(media.fileKey, id);
    // The row an upload makes (src/media/store.ts insertMedia), without an owner.
    return [
      {
        id,
        url: '',
        width: media.width,
        height: media.height,
        sizes: '{}',
        file_key: media.fileKey,
        mime: media.mime,
        bytes: media.bytes,
        filename: media.filename,
        title: image.title || media.filename.replace(/\.[^.]*$/, ''),
        alt,
      },
    ];
  });
}

/**
 * The authors of the posts written, and the source's administrators (the people moving the site in), as
 * users; an author the source does not show is a placeholder subscriber.
 */
function userRows(authors: Set<number>, source: SourceSet, problems: Problem[]): UserOut[] {
  const known = new Map(source.users.map((user) => [user.id, user]));
  const administrators = source.users.filter((user) => user.role === 'administrator').map((user) => user.id);
  const users = [...new Set([...authors, ...administrators])]
    .filter((id) => id > 0)
    .sort((a, b) => a - b)
    .map((id) => known.get(id) ?? { id, login: `wp-user-${id}`, role: 'subscriber' as Role });
  for (const id of authors) {
    if (id > 0 && !known.has(id))
      problems.push({
        kind: 'user',
        id,
        reason: 'the source does not show this author: a placeholder user (subscriber) holds the records',
      });
  }
  return users;
}

/** Turns a source's records into our rows. Throws IdConflictError when ids collide and `remap` is off. */
export function mapToRows(source: SourceSet, options: MapOptions): ImportRows {
  const { existing } = options;
  const problems: Problem[] = [...source.problems];
  const origin = source.site.origin;
  const previous = options.previousIdMap ?? { posts: {}, terms: {} };

  const postIds = new IdAssigner(
    'post',
    takenIn(existing.posts, origin),
    options.remap,
    existing.maxPostId,
    previous.posts,
  );
  const termIds = new IdAssigner(
    'term',
    takenIn(existing.terms, origin),
    options.remap,
    existing.maxTermId,
    previous.terms,
  );
  for (const post of source.posts) postIds.reserve(post.id);
  for (const term of source.terms) termIds.reserve(term.id);

  // Translation groups: one record each, the original's id, the others as aliases.
  const postGroups = translationGroups(source.posts, options, problems);
  const termGroups = translationGroups(source.terms, options, problems);
  const postIdOf = new Map<number, number>();
  const termIdOf = new Map<number, number>();
  const aliases: AliasOut[] = [];
  assignGroupIds(postGroups, postIds, postIdOf, aliases, (p) => p.kind);
  assignGroupIds(termGroups, termIds, termIdOf, aliases, (t) =>
    t.taxonomy === 'post_tag' ? 'tag' : 'category',
  );
  const conflicts = [...postIds.conflicts, ...termIds.conflicts];
  // A reference must keep its id where another reference has it (or be remapped). A copy is a new
  // file of the library, and an image whose id is a file's (an upload, or an earlier copy whose URL
  // changed) is not that file: both take a new id, never writing over the file.
  for (const image of source.images) {
    const found = existing.images.get(image.id);
    if (image.id > 0 && !image.media && found && !found.fileKey && found.url !== image.url && !options.remap)
      conflicts.push(`image ${image.id}`);
  }
  if (conflicts.length > 0) throw new IdConflictError(conflicts);

  const imageIdOf = new Map<number, number>();
  const images = imageRows(source, existing, imageIdOf, options.defaultLang);
  const terms = termRows(termGroups, termIdOf, existing.termSlugs, origin, problems);
  const posts = postRows(postGroups, {
    source,
    existing,
    overwrite: options.overwrite,
    ids: { postIdOf, termIdOf },
    imageIdOf,
    problems,
  });

  return {
    posts: posts.posts,
    seriesRules: posts.seriesRules,
    texts: posts.texts,
    terms: terms.terms,
    termTexts: terms.termTexts,
    links: posts.links,
    eventTerms: posts.eventTerms,
    costs: posts.costs,
    images,
    users: userRows(posts.authors, source, problems),
    aliases,
    legacyUrls: onePerPath([...terms.legacyUrls, ...posts.legacyUrls]),
    origins: [...terms.origins, ...posts.origins],
    settings: settingRows(source, options, problems),
    problems,
    keptLocalEdits: posts.keptLocalEdits,
    idMap: { posts: postIds.map, terms: termIds.map },
  };
}
