/**
 * Which image files the records use, and the source with their copies in it: an attachment's copy on
 * its `SourceImage` (its row becomes a file of the library), an image named only by URL (iCalendar
 * `ATTACH`/`IMAGE`, a REST image without an id) an image of its own with an id below zero, which the
 * mapping replaces with a new one (map/rows.ts). An image whose copy failed stays a reference by URL.
 */
import type { CopiedMedia, SourceImage, SourceSet } from '../../src/calendars/model';

/** The URLs of the featured images of the records (events, series, venues, organizers), each once. */
export function usedImageUrls(source: SourceSet): string[] {
  const byId = new Map(source.images.map((image) => [image.id, image.url]));
  const urls = new Set<string>();
  for (const post of source.posts) {
    const image = post.image;
    if (!image) continue;
    const url = 'id' in image ? byId.get(image.id) : image.url;
    if (url) urls.add(url);
  }
  return [...urls];
}

/** Puts the copies in `source` (changed in place). */
export function attachCopies(source: SourceSet, media: ReadonlyMap<string, CopiedMedia>) {
  for (const image of source.images) {
    const copy = media.get(image.url);
    if (copy) image.media = copy;
  }
  const byUrl = new Map<string, SourceImage>();
  for (const post of source.posts) {
    const image = post.image;
    if (!image || 'id' in image) continue;
    const copy = media.get(image.url);
    if (!copy) continue;
    let own = byUrl.get(image.url);
    if (!own) {
      own = {
        id: -(byUrl.size + 1),
        url: image.url,
        width: copy.width,
        height: copy.height,
        sizes: {},
        media: copy,
      };
      byUrl.set(image.url, own);
      source.images.push(own);
    }
    post.image = { id: own.id };
  }
}
