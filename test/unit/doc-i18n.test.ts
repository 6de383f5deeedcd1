import { describe, expect, it } from 'vitest';
import { buildDocument } from '../../src/docs/openapi';
import { MESSAGES, SAME_AS_ENGLISH } from '../../src/i18n';
import { en } from '../../src/i18n/en';
import { LANGUAGES } from '../../src/lib/languages';
import { argsOf } from '../../src/root/args';
import { argKey, CATALOGUE } from '../../src/root/catalogue';

const keys = Object.keys(en) as Array<keyof typeof en>;

/** Every string anywhere in `value`. */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(stringsIn)
      : [];

describe('the description dictionary', () => {
  it.each(LANGUAGES)('has every key in %s, none empty, none extra', (lang) => {
    const messages = MESSAGES[lang];
    expect(Object.keys(messages).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(messages[key]?.trim(), `${lang} ${key}`).toBeTruthy();
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('translates every key into %s', (lang) => {
    const allowed = new Set(SAME_AS_ENGLISH[lang] ?? []);
    const copies = keys.filter((key) => MESSAGES[lang][key] === en[key] && !allowed.has(key));
    expect(copies).toEqual([]);
  });

  it('allows only keys that exist and really are the same as in English', () => {
    for (const [lang, allowed] of Object.entries(SAME_AS_ENGLISH)) {
      for (const key of allowed) expect(MESSAGES[lang as 'eu'][key], `${lang} ${key}`).toBe(en[key]);
    }
  });

  it('has no language copied from another: few texts are the same in two languages', () => {
    // Close languages share some short texts ("Crear un evento" is Spanish and Galician); a copied file, many.
    for (const a of LANGUAGES) {
      for (const b of LANGUAGES.filter((lang) => lang > a)) {
        const same = keys.filter((key) => MESSAGES[a][key] === MESSAGES[b][key]);
        expect(same.length, `${a}/${b}: ${same.join(', ')}`).toBeLessThan(keys.length * 0.1);
      }
    }
  });

  it('describes every parameter of every endpoint', () => {
    for (const route of CATALOGUE) {
      for (const endpoint of route.endpoints) {
        for (const name of Object.keys(endpoint.schema.shape)) {
          expect(keys, `${route.pattern} ${name}`).toContain(`param.${argKey(name, endpoint.describedAs)}`);
        }
      }
    }
  });

  it('has no entry that neither the document nor the namespace index uses', () => {
    const used = new Set([
      ...stringsIn(buildDocument('en', '')),
      ...CATALOGUE.flatMap((route) =>
        route.endpoints.flatMap((e) => stringsIn(argsOf(e.schema, e.describedAs, 'en'))),
      ),
    ]);
    expect(keys.filter((key) => !used.has(en[key]))).toEqual([]);
  });
});
