import { describe, expect, it } from 'vitest';
import { canonicalLanguageTag, languageFilterKeys, MAX_TAG_LENGTH } from '../../src/lib/language-tags';

describe('canonicalLanguageTag', () => {
  it.each([
    ['eu', 'eu'],
    ['EU', 'eu'],
    ['gl-es', 'gl-ES'],
    ['es-419', 'es-419'],
    ['sr-latn-rs', 'sr-Latn-RS'],
    ['zh-yue-hk', 'zh-yue-HK'],
    ['zh-Hant-TW', 'zh-Hant-TW'],
    ['sgn-ES', 'sgn-ES'],
    ['de-CH-1901', 'de-CH-1901'],
    ['sl-rozaj-biske', 'sl-rozaj-biske'],
    ['en-a-bbb-x-a-ccc', 'en-a-bbb-x-a-ccc'],
    ['x-whatever', 'x-whatever'],
    ['i-klingon', 'i-klingon'],
    ['EN-gb-OED', 'en-GB-oed'],
    ['qaa-Qaaa-QM-x-southern', 'qaa-Qaaa-QM-x-southern'],
  ])('takes %s as %s', (input, canonical) => {
    expect(canonicalLanguageTag(input)).toBe(canonical);
  });

  it.each([
    '',
    'e',
    'eus1',
    'en-',
    '-en',
    'en--US',
    'en_US',
    'de-419-DE',
    'a-DE',
    'ar-a-aaa-b-bbb-a-ccc',
    'de-1996-1996',
    'x',
    'en-x',
    'en-a',
    'abcdefghi',
    'Basque',
    'abcd',
    'en-US-x-abcdefghi',
    'fr Basque',
  ])('refuses %j', (input) => {
    expect(canonicalLanguageTag(input)).toBeNull();
  });

  it('refuses tags over the length limit, and a long hostile input costs one pass', () => {
    expect(canonicalLanguageTag(`en-${'a'.repeat(MAX_TAG_LENGTH)}`)).toBeNull();
    const started = performance.now();
    for (let i = 0; i < 2000; i++) canonicalLanguageTag(`${'ab-'.repeat(20)}x`);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('languageFilterKeys', () => {
  it('holds each tag and its prefixes, lower case, between commas; nothing for no tags', () => {
    expect(languageFilterKeys(['eu', 'es-419', 'sr-Latn-RS'])).toBe(',eu,es,es-419,sr,sr-latn,sr-latn-rs,');
    expect(languageFilterKeys([])).toBe('');
  });
});
