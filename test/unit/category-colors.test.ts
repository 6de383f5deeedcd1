import { describe, expect, it } from 'vitest';
import { colorRules, eventColors } from '../../src/lib/category-colors';
import { AA_CONTRAST, contrastRatio } from '../../src/lib/contrast';
import { BADGE_COLORS } from '../../src/pages/calendar/badges';

/**
 * The colours the calendar's views draw events in: the category with the highest priority, its primary as
 * the background and a text colour that keeps WCAG AA's 4.5:1 over it, checked for every pair used.
 */

const category = (id: number, primary: string, text = '', priority = 0, secondary = '') => ({
  id,
  colors: { primary, secondary, text, priority },
});

describe('eventColors', () => {
  it('takes the category with the highest priority among those with a primary colour', () => {
    const colors = eventColors([
      category(1, '', '#000000', 9),
      category(2, '#1a5fb4', '', 1),
      category(3, '#ffd60a', '', 5, '#aa8800'),
      category(4, '#2ec27e', '', 5),
    ]);
    expect(colors).toEqual({ category: 3, background: '#ffd60a', text: '#000000', border: '#aa8800' });
    expect(eventColors([category(1, ''), { id: 2 }])).toBeNull();
    expect(eventColors([category(1, 'red; } body { x')])).toBeNull();
  });

  it('keeps the category’s own text colour only when it contrasts 4.5:1 with the background', () => {
    expect(eventColors([category(1, '#1a5fb4', '#ffffff')])?.text).toBe('#ffffff');
    expect(eventColors([category(1, '#1a5fb4', '#3584e4')])?.text).toBe('#ffffff');
    expect(eventColors([category(1, '#ffd60a', '#ffffff')])?.text).toBe('#000000');
    expect(eventColors([category(1, '#FFF', '#333')])?.text).toBe('#333');
  });

  it('keeps AA contrast for every primary colour: each channel at 17 steps, with and without a text colour', () => {
    const steps = Array.from({ length: 16 }, (_, i) => (i * 17).toString(16).padStart(2, '0'));
    let pairs = 0;
    for (const r of steps)
      for (const g of steps)
        for (const b of steps) {
          const primary = `#${r}${g}${b}`;
          for (const text of ['', '#ffffff', '#000000', '#777777', `#${b}${r}${g}`]) {
            const colors = eventColors([category(1, primary, text)])!;
            expect(contrastRatio(colors.background, colors.text)).toBeGreaterThanOrEqual(AA_CONTRAST);
            pairs++;
          }
        }
    expect(pairs).toBe(16 ** 3 * 5);
  });

  it('writes one CSS rule per category, of checked colours only', () => {
    const a = eventColors([category(7, '#ffd60a', '', 0, '#123456')])!;
    const b = eventColors([category(8, '#1a5fb4')])!;
    expect(colorRules([a, b, a], (id) => `.cat-${id}`)).toBe(
      '.cat-7 { background: #ffd60a; color: #000000; border-left: 4px solid #123456; }\n.cat-8 { background: #1a5fb4; color: #ffffff; }',
    );
  });

  it('the status badges’ colours keep AA contrast', () => {
    for (const [status, c] of Object.entries(BADGE_COLORS))
      expect(contrastRatio(c.background, c.text), status).toBeGreaterThanOrEqual(AA_CONTRAST);
  });
});
