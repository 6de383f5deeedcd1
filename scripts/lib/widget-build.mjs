/**
 * The embeddable widget's build (scripts/build-widget.mjs): src/widget/events-calendar.widget.js, the readable
 * source the tests read, minified into src/widget/events-calendar.min.widget.js, what `GET /widget.js` serves.
 * The source's `const SERVED_LANGUAGE = null;` becomes a read of SERVED_LANGUAGE_SLOT, a name the minifier
 * keeps, which the route replaces with the language a script URL names (src/widget/routes.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { PROJECT_ROOT } from '../../tooling/wrangler.mjs';

export const SOURCE = 'src/widget/events-calendar.widget.js';
export const OUTPUT = 'src/widget/events-calendar.min.widget.js';
export const SOURCE_MARK = 'const SERVED_LANGUAGE = null;';
export const SERVED_LANGUAGE_SLOT = 'globalThis.__EVENTS_CALENDAR_SERVED_LANGUAGE__';
/** The source's `const HIDE_CANCELLED = false;`, the site's hide_cancelled_events, the same way. */
export const HIDE_CANCELLED_MARK = 'const HIDE_CANCELLED = false;';
export const HIDE_CANCELLED_SLOT = 'globalThis.__EVENTS_CALENDAR_HIDE_CANCELLED__';
/** What a page that embeds the widget downloads, gzipped, at most (docs/performance.md#browser-scripts). */
export const WIDGET_GZIP_BUDGET = 12.5 * 1024;

export async function buildWidget() {
  const source = readFileSync(path.join(PROJECT_ROOT, SOURCE), 'utf8');
  if (!source.includes(SOURCE_MARK)) throw new Error(`${SOURCE} has no "${SOURCE_MARK}"`);
  if (!source.includes(HIDE_CANCELLED_MARK)) throw new Error(`${SOURCE} has no "${HIDE_CANCELLED_MARK}"`);
  const { code } = await transform(
    source
      .replace(SOURCE_MARK, `const SERVED_LANGUAGE = ${SERVED_LANGUAGE_SLOT} ?? null;`)
      .replace(HIDE_CANCELLED_MARK, `const HIDE_CANCELLED = ${HIDE_CANCELLED_SLOT} === true;`),
    {
      minify: true,
      target: 'es2020',
      legalComments: 'none',
      charset: 'utf8',
      banner: '/*! <events-calendar>: docs/widget.md. Minified from src/widget/events-calendar.widget.js */',
    },
  );
  if (!code.includes(SERVED_LANGUAGE_SLOT) || !code.includes(HIDE_CANCELLED_SLOT))
    throw new Error('the minified widget lost a slot');
  return { code, gzipBytes: gzipSync(code, { level: 9 }).length };
}
