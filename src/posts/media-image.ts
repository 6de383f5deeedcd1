import { LANGUAGES, type Lang } from '../lib/languages';

/**
 * The image object of an uploaded file (the media library, docs/media.md), as TEC answers `image`: the
 * original's URL and size, and WordPress's default sizes. Every size is computed from the original's
 * dimensions, as WordPress does; its file is made when first asked for (src/media/sizes.ts). Events,
 * venues, organizers and `/media` present images through here.
 */

export interface SizeRule {
  name: 'thumbnail' | 'medium' | 'medium_large' | 'large';
  /** The box the size fits in; 0: no limit on that side. */
  width: number;
  height: number;
  /** Cropped to exactly the box (the thumbnail), else scaled to fit in it. */
  crop: boolean;
}

/** WordPress's defaults (Settings > Media). */
export const SIZE_RULES: readonly SizeRule[] = [
  { name: 'thumbnail', width: 150, height: 150, crop: true },
  { name: 'medium', width: 300, height: 300, crop: false },
  { name: 'medium_large', width: 768, height: 0, crop: false },
  { name: 'large', width: 1024, height: 1024, crop: false },
];

/**
 * The dimensions of a size of a `width`×`height` original, or null where WordPress makes none: the
 * original already fits the box (no size is ever larger than the original).
 */
export function sizeDimensions(
  rule: SizeRule,
  width: number,
  height: number,
): { width: number; height: number } | null {
  if (rule.crop) {
    if (width <= rule.width && height <= rule.height) return null;
    return { width: Math.min(width, rule.width), height: Math.min(height, rule.height) };
  }
  const scales = [rule.width ? rule.width / width : 1, rule.height ? rule.height / height : 1];
  const scale = Math.min(...scales);
  if (scale >= 1) return null;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Where the Worker serves uploaded files: `/media/{uuid}.{ext}`, a size `/media/{uuid}-{w}x{h}.{ext}`. */
export const MEDIA_PATH = '/media';

export const fileUrl = (origin: string, fileKey: string) => `${origin}${MEDIA_PATH}/${fileKey}`;

/** The type of a size made of an original of type `mime`: the same, but a GIF's sizes are PNG (one frame). */
export const sizeMimeOf = (mime: string) => (mime === 'image/gif' ? 'image/png' : mime);

/** The file extension of each type the library stores or makes. */
export const EXTENSION_OF_MIME: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

export const sizeUrl = (
  origin: string,
  fileKey: string,
  mime: string,
  size: { width: number; height: number },
) =>
  `${origin}${MEDIA_PATH}/${fileKey.slice(0, fileKey.lastIndexOf('.'))}-${size.width}x${size.height}.${EXTENSION_OF_MIME[sizeMimeOf(mime)]}`;

/** An uploaded file as SQLite reads it with a post (src/posts/rows.ts) or as `/media` lists it. */
export interface MediaImageRow {
  id: number;
  file_key: string;
  mime: string;
  bytes: number;
  width: number;
  height: number;
  /** JSON text or parsed: language -> alternative text. */
  alt: string | Record<string, string>;
}

export interface ImageSize {
  width: number;
  height: number;
  'mime-type': string;
  url: string;
}

export function mediaSizes(
  row: Pick<MediaImageRow, 'file_key' | 'mime' | 'width' | 'height'>,
  origin: string,
) {
  const sizes: Record<string, ImageSize> = {};
  for (const rule of SIZE_RULES) {
    const size = sizeDimensions(rule, row.width, row.height);
    if (size) {
      sizes[rule.name] = {
        ...size,
        'mime-type': sizeMimeOf(row.mime),
        url: sizeUrl(origin, row.file_key, row.mime, size),
      };
    }
  }
  return sizes;
}

export const textsOf = (
  value: string | Record<string, string> | null | undefined,
): Record<string, string> => {
  if (value && typeof value === 'object') return value;
  try {
    const parsed: unknown = JSON.parse(value || '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
};

/** A text of several languages in `lang`, else the default language's, else the first there is. */
export function textIn(texts: Record<string, string>, lang: Lang, defaultLang: Lang): string {
  return texts[lang] || texts[defaultLang] || LANGUAGES.map((l) => texts[l]).find(Boolean) || '';
}

/** TEC's image object of an uploaded file, with its size in bytes and its alternative text. */
export function presentMediaImage(row: MediaImageRow, origin: string, lang: Lang, defaultLang: Lang) {
  return {
    url: fileUrl(origin, row.file_key),
    id: row.id,
    extension: row.file_key.slice(row.file_key.lastIndexOf('.') + 1),
    width: row.width,
    height: row.height,
    filesize: row.bytes,
    sizes: mediaSizes(row, origin),
    alt_text: textIn(textsOf(row.alt), lang, defaultLang),
  };
}
