import { escapeHtml } from '../lib/sanitize-html';

/** TEC's `image` object as the API presents it (an upload's, or an image given by URL: no sizes). */
export interface ImageObject {
  url: string;
  width: number;
  height: number;
  sizes?: Record<string, { width: number; height: number; url: string }>;
  alt_text?: string;
}

/** How wide a page shows its main image: the text column (46rem less its padding), or the screen. */
export const PAGE_IMAGE_SIZES = '(min-width: 46rem) 44rem, calc(100vw - 2rem)';
/** How wide the upcoming events' pictures are (`.thumb`). */
export const THUMB_SIZES = '6rem';

export interface ImageOptions {
  /** The first image of a page loads at once; the others when they come near the viewport. */
  eager: boolean;
  /** The `sizes` attribute: how wide the image is shown. */
  sizes: string;
  className: string;
}

/**
 * An `<img>` that lets the browser pick a file: every size with the original's shape (the cropped
 * thumbnail is left out) in `srcset`, `width` and `height` so the page keeps its layout while it loads,
 * the alternative text in the page's language (empty only when the image has none: decorative).
 */
export function imageHtml(image: ImageObject, options: ImageOptions): string {
  const known = image.width > 0 && image.height > 0;
  const ratio = known ? image.width / image.height : 0;
  const candidates = known
    ? [
        ...Object.values(image.sizes ?? {}).filter(
          (size) => size.width > 0 && size.height > 0 && Math.abs(size.width / size.height - ratio) < 0.02,
        ),
        { width: image.width, height: image.height, url: image.url },
      ].sort((a, b) => a.width - b.width)
    : [];
  const attributes = [
    `class="${escapeHtml(options.className)}"`,
    `src="${escapeHtml(image.url)}"`,
    candidates.length > 1
      ? `srcset="${escapeHtml(candidates.map((size) => `${size.url} ${size.width}w`).join(', '))}" sizes="${escapeHtml(options.sizes)}"`
      : '',
    known ? `width="${image.width}" height="${image.height}"` : '',
    `alt="${escapeHtml(image.alt_text ?? '')}"`,
    options.eager ? 'loading="eager" fetchpriority="high"' : 'loading="lazy"',
    'decoding="async"',
  ];
  return `<img ${attributes.filter(Boolean).join(' ')}>`;
}

/** The image of a record, if it has one it may show (`image` is `false` when it has none). */
export const shownImage = (image: unknown): ImageObject | null =>
  image && typeof image === 'object' && typeof (image as ImageObject).url === 'string'
    ? (image as ImageObject)
    : null;
