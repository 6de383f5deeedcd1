import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, slugify, uniqueSlug } from '../../src/lib/slug';

describe('slugify', () => {
  it('folds accents and lowercases', () => {
    expect(slugify('Música en la calle')).toBe('musica-en-la-calle');
    expect(slugify('Àèìòù ÁÉÍÓÚ âêîôû äëïöü')).toBe('aeiou-aeiou-aeiou-aeiou');
  });

  it('collapses punctuation runs and trims dashes', () => {
    expect(slugify('Euskal Jaiak: Ñandú!!')).toBe('euskal-jaiak-nandu');
    expect(slugify('Concierto — 2026/27')).toBe('concierto-2026-27');
    expect(slugify('  --Hello,   World--  ')).toBe('hello-world');
    expect(slugify("L'Olleria & Co.")).toBe('l-olleria-co');
  });

  it('folds letters NFKD cannot decompose', () => {
    expect(slugify('Straße')).toBe('strasse');
    expect(slugify('Æble Øl Œuvre')).toBe('aeble-ol-oeuvre');
    expect(slugify('Łódź Đakovo')).toBe('lodz-dakovo');
    expect(slugify('Façade Año')).toBe('facade-ano');
  });

  it('returns an empty string when nothing is left', () => {
    expect(slugify('🎉🎶')).toBe('');
    expect(slugify('!!! — ???')).toBe('');
    expect(slugify('')).toBe('');
  });

  it('caps long slugs at a dash boundary without a trailing dash', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const slug = slugify(words);
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
    // Every piece is a whole word from the input.
    // Cut at a word boundary: every piece is a whole word and the next char was a dash.
    for (const piece of slug.split('-')) expect(piece).toMatch(/^word\d+$/);
    const uncapped = words.replace(/ /g, '-');
    expect(uncapped.startsWith(`${slug}-`)).toBe(true);
  });

  it('keeps exactly 190 chars when the cut falls on a dash', () => {
    const first = 'a'.repeat(MAX_SLUG_LENGTH);
    expect(slugify(`${first} bbb`)).toBe(first);
  });

  it('hard-cuts a single over-long word', () => {
    expect(slugify('x'.repeat(500))).toBe('x'.repeat(MAX_SLUG_LENGTH));
  });
});

describe('uniqueSlug', () => {
  it('returns the base when it is free', () => {
    expect(uniqueSlug('fiesta', [])).toBe('fiesta');
    expect(uniqueSlug('fiesta', ['fiesta-2', 'other'])).toBe('fiesta');
  });

  it('appends the first free numeric suffix starting at 2', () => {
    expect(uniqueSlug('fiesta', ['fiesta'])).toBe('fiesta-2');
    expect(uniqueSlug('fiesta', ['fiesta', 'fiesta-2', 'fiesta-3'])).toBe('fiesta-4');
    expect(uniqueSlug('fiesta', new Set(['fiesta', 'fiesta-3']))).toBe('fiesta-2');
  });

  it('keeps suffixed slugs within the length cap', () => {
    const base = 'a'.repeat(MAX_SLUG_LENGTH);
    const result = uniqueSlug(base, [base]);
    expect(result).toBe(`${'a'.repeat(MAX_SLUG_LENGTH - 2)}-2`);
    expect(result.length).toBe(MAX_SLUG_LENGTH);
  });

  it('rejects an empty base', () => {
    expect(() => uniqueSlug('', [])).toThrow(RangeError);
  });
});
