import { readableTextColor, rgbOf } from './contrast';

/**
 * The colours an event is drawn in on the calendar's views, from its categories' (TEC 6.14's term meta:
 * primary, secondary, text, priority): the category with the highest priority among those with a primary
 * colour (the first given on a tie), its primary as the background, its secondary as the border, and a
 * text colour that keeps WCAG AA's 4.5:1 over that background (the category's own text colour when it
 * does, else black or white: ./contrast.ts).
 */

export interface ColoredCategory {
  id: number;
  colors?: { primary?: string; secondary?: string; text?: string; priority?: number } | null;
}

export interface EventColors {
  /** The category whose colours these are. */
  category: number;
  background: string;
  text: string;
  /** The secondary colour, when the category has one. */
  border?: string;
}

/** The colours of an event with these categories, or null when none of them has a primary colour. */
export function eventColors(categories: readonly ColoredCategory[]): EventColors | null {
  let chosen: ColoredCategory | undefined;
  for (const category of categories) {
    const primary = category.colors?.primary;
    if (!primary || !rgbOf(primary)) continue;
    if (!chosen || (category.colors?.priority ?? 0) > (chosen.colors?.priority ?? 0)) chosen = category;
  }
  if (!chosen) return null;
  const background = chosen.colors!.primary!.toLowerCase();
  const text = readableTextColor(background, chosen.colors?.text || null)!.toLowerCase();
  const secondary = chosen.colors?.secondary;
  return {
    category: chosen.id,
    background,
    text,
    ...(secondary && rgbOf(secondary) ? { border: secondary.toLowerCase() } : {}),
  };
}

/**
 * CSS rules giving the elements of class `{prefix}{id}` each category's colours (values checked as
 * `#rgb`/`#rrggbb` colours above: nothing else reaches the style sheet); one rule per category.
 */
export function colorRules(colors: Iterable<EventColors>, selector: (category: number) => string): string {
  const seen = new Map<number, EventColors>();
  for (const c of colors) seen.set(c.category, c);
  return [...seen.values()]
    .map(
      (c) =>
        `${selector(c.category)} { background: ${c.background}; color: ${c.text};${c.border ? ` border-left: 4px solid ${c.border};` : ''} }`,
    )
    .join('\n');
}
