import type * as responses from '../docs/media-responses';
import type { z } from '../lib/zod';
import type { mediaListQuery, mediaUpdateBody, mediaUploadFields } from '../media/schemas';

/** A file of the media library: TEC's image object (what `image` of a record shows), then its texts. */
export type Media = z.output<typeof responses.Media>;
export type MediaFields = z.input<typeof mediaUploadFields>;
export type MediaUpdate = z.input<typeof mediaUpdateBody>;
export type MediaFilters = Partial<z.input<typeof mediaListQuery>>;

export interface MediaPage {
  media: Media[];
  total: number;
  total_pages: number;
}

type Send = <T>(
  method: string,
  path: string,
  options?: { body?: unknown; query?: Record<string, unknown>; headers?: Record<string, string> },
) => Promise<T>;

/** RFC 6266's `filename*`: any name, in UTF-8. */
const disposition = (filename: string) => `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`;

/** The media routes (contributors and up). */
export function mediaApi(send: Send) {
  return {
    /**
     * Uploads a file's bytes (its type is recognised from them); `fields` go in the query string. Texts in
     * several languages (`{ es: '…', eu: '…' }`), which a query string can't carry, are sent right after
     * as an update of the new file, whose answer is returned. Use its `id` as the `image` of an event, a
     * venue or an organizer.
     */
    upload: async (file: Blob | ArrayBuffer | Uint8Array, filename: string, fields: MediaFields = {}) => {
      const single = (text: MediaFields['alt_text']) => (typeof text === 'string' ? text : undefined);
      const media = await send<Media>('POST', '/media', {
        body: file,
        query: { title: fields.title, alt_text: single(fields.alt_text), caption: single(fields.caption) },
        headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': disposition(filename) },
      });
      const several: MediaUpdate = {};
      if (typeof fields.alt_text === 'object') several.alt_text = fields.alt_text;
      if (typeof fields.caption === 'object') several.caption = fields.caption;
      return Object.keys(several).length > 0
        ? send<Media>('PATCH', `/media/${media.id}`, { body: several })
        : media;
    },
    list: (query: MediaFilters = {}) => send<MediaPage>('GET', '/media', { query }),
    get: (id: number) => send<Media>('GET', `/media/${id}`),
    /** `alt_text` and `caption`: a text in the client's language, or `{ es: '…', eu: '…' }`. */
    update: (id: number, body: MediaUpdate) => send<Media>('PATCH', `/media/${id}`, { body }),
    /** Refused (409) while records use it, unless `force`, which takes it off them first. */
    delete: (id: number, options: { force?: boolean } = {}) =>
      send<{ deleted: true; previous: Media }>('DELETE', `/media/${id}`, {
        query: options.force ? { force: true } : {},
      }),
  };
}

export type MediaApi = ReturnType<typeof mediaApi>;
