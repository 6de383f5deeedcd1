import { env } from 'cloudflare:workers';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang, pickTranslation } from '../../src/lib/languages';
import { ftsQuery, shownTextMatches } from '../../src/posts/search';
import { property, timeLimit } from '../fuzz/scale';
import { insertPost } from '../helpers';

/**
 * A search reads the text a record shows in the content language (`shownTextMatches`, src/posts/search.ts)
 * as the answer picks it (`pickTranslation`, src/lib/languages.ts): whatever languages the record has
 * texts in, and whatever the content and default languages are.
 */

const dialect = new SQLiteAsyncDialect();
const langArb = fc.constantFrom(...LANGUAGES);
let run = 0;

/** Whether a search for `word` in `lang` finds post `id`. */
async function found(id: number, word: string, lang: Lang, defaultLang: Lang): Promise<boolean> {
  const { sql, params } = dialect.sqlToQuery(shownTextMatches(ftsQuery(word, ['title'])!, lang, defaultLang));
  const rows = await env.DB.prepare(`SELECT post_id FROM (${sql}) WHERE post_id = ?`)
    .bind(...params, id)
    .all();
  return rows.results.length > 0;
}

describe('the text a search reads', () => {
  it(
    'is the one the answer shows: the content language, else the default, else the first in order',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.uniqueArray(langArb, { minLength: 1, maxLength: LANGUAGES.length }),
          langArb,
          langArb,
          async (languages, lang, defaultLang) => {
            run += 1;
            // Each text's title is a word of its own: a search for it finds the post only through that text.
            const word = (text: Lang) => `shown${run}x${text}`;
            const [first, ...others] = languages;
            const id = await insertPost(
              'venue',
              word(first!),
              {},
              { lang: first, slug: `shown-${run}-${first}` },
            );
            for (const text of others)
              await env.DB.prepare(
                'INSERT INTO post_texts (post_id, kind, lang, title, slug) VALUES (?, ?, ?, ?, ?)',
              )
                .bind(id, 'venue', text, word(text), `shown-${run}-${text}`)
                .run();
            const shown = pickTranslation(
              languages.map((text) => ({ lang: text })),
              lang,
              defaultLang,
            )!.lang;
            for (const text of languages)
              expect(await found(id, word(text), lang, defaultLang), `${text} of ${languages}`).toBe(
                text === shown,
              );
          },
        ),
        property(60, 31),
      );
    },
    timeLimit(30_000),
  );
});
