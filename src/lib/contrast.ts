/**
 * Colours as TEC's category colours store them (`sanitize_hex_color`: `#rgb` or `#rrggbb`) and the
 * contrast WCAG 2.2 measures between two of them (success criterion 1.4.3, "contrast (minimum)").
 */

/** A colour TEC's `sanitize_hex_color` keeps: `#` and three or six hexadecimal digits. */
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

/** The red, green and blue of a `#rgb` or `#rrggbb` colour, 0–255; null when it is not one. */
export function rgbOf(color: string): [number, number, number] | null {
  if (!HEX_COLOR.test(color)) return null;
  const digits =
    color.length === 4
      ? [...color.slice(1)].map((d) => d + d)
      : [color.slice(1, 3), color.slice(3, 5), color.slice(5, 7)];
  return digits.map((pair) => Number.parseInt(pair, 16)) as [number, number, number];
}

/** WCAG's relative luminance of an sRGB colour (0 for black, 1 for white). */
export function relativeLuminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG's contrast ratio of two colours, 1 to 21; null when either is not a colour. */
export function contrastRatio(a: string, b: string): number | null {
  const ra = rgbOf(a);
  const rb = rgbOf(b);
  if (!ra || !rb) return null;
  const [light, dark] = [relativeLuminance(ra), relativeLuminance(rb)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const BLACK = '#000000';
const WHITE = '#ffffff';

/**
 * The colour to write text in over `background`: `preferred` (the category's own text colour) when it
 * keeps WCAG AA's 4.5:1 against it, else black or white, whichever contrasts more. One of them always
 * does: with black it is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05), whose product is 21, so the
 * larger is at least √21 ≈ 4.58. Without a background (none set, or not a colour), `preferred` when it
 * is a colour, else null.
 */
export function readableTextColor(background: string, preferred?: string | null): string | null {
  if (!rgbOf(background)) return preferred && rgbOf(preferred) ? preferred : null;
  if (preferred && (contrastRatio(background, preferred) ?? 0) >= AA_CONTRAST) return preferred;
  return (contrastRatio(background, BLACK) ?? 0) >= (contrastRatio(background, WHITE) ?? 0) ? BLACK : WHITE;
}
