import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, contrastRatio, readableTextColor, rgbOf } from '../../src/lib/contrast';

/**
 * WCAG 2.2's contrast, computed here from its definition (relative luminance of linearised sRGB, then
 * (L1 + 0.05) / (L2 + 0.05)), independently of the module under test.
 */
function wcagContrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const full = hex.length === 4 ? `#${[...hex.slice(1)].map((d) => d + d).join('')}` : hex;
    const channels = [1, 3, 5].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255);
    const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('contrast', () => {
  it('reads #rgb and #rrggbb colours, as TEC sanitize_hex_color keeps them, and nothing else', () => {
    expect(rgbOf('#fff')).toEqual([255, 255, 255]);
    expect(rgbOf('#C0FFEE')).toEqual([192, 255, 238]);
    for (const bad of ['fff', '#ffff', '#gggggg', '#12345', '', 'red', '#1234567'])
      expect(rgbOf(bad)).toBeNull();
  });

  it('measures WCAG ratios: black on white 21, a colour on itself 1, the grey just under AA 4.48', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#336699', '#336699')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('keeps a text colour that passes AA, replaces one that fails, and supplies one when missing', () => {
    expect(readableTextColor('#ffffff', '#767676')).toBe('#767676');
    expect(readableTextColor('#ffffff', '#777777')).toBe('#000000');
    expect(readableTextColor('#1e3a8a')).toBe('#ffffff');
    expect(readableTextColor('#fde047', '')).toBe('#000000');
    expect(readableTextColor('', '#123456')).toBe('#123456');
    expect(readableTextColor('not a colour', 'nor this')).toBeNull();
  });

  it('always answers a colour with at least 4.5:1 against any background, checked by the definition', () => {
    fc.assert(
      fc.property(hex, fc.option(hex), (background, preferred) => {
        const text = readableTextColor(background, preferred)!;
        expect(wcagContrast(background, text)).toBeGreaterThanOrEqual(AA_CONTRAST);
        // A preferred colour that passes is never replaced.
        if (preferred && wcagContrast(background, preferred) >= AA_CONTRAST) expect(text).toBe(preferred);
      }),
      { numRuns: 5000 },
    );
  });
});
