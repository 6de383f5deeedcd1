import type { Lang } from '../lib/languages';
import minified from './events-calendar.min.widget.js';

/**
 * The widget's script as served (`GET /widget.js`), loaded by its route on the first miss of the isolate
 * (docs/performance.md#start-up): most requests are not for it, and a served copy is cached.
 */

/** Where the minified widget reads what the server decides (scripts/lib/widget-build.mjs). */
const SERVED_LANGUAGE_SLOT = 'globalThis.__EVENTS_CALENDAR_SERVED_LANGUAGE__';
const HIDE_CANCELLED_SLOT = 'globalThis.__EVENTS_CALENDAR_HIDE_CANCELLED__';
if (!minified.includes(SERVED_LANGUAGE_SLOT) || !minified.includes(HIDE_CANCELLED_SLOT))
  throw new Error('the widget was built without its language or setting slot');

/**
 * The widget, minified from its readable source (events-calendar.widget.js) by `npm run build:widget`. A
 * script fetched under a language prefix (or with `translation_language`) makes that language the default
 * of its widgets; otherwise they follow the page and the browser.
 */
export const widgetScript = (lang: Lang | null, hideCancelled = false) => {
  const served = lang === null ? minified : minified.replace(SERVED_LANGUAGE_SLOT, `'${lang}'`);
  // The site's `hide_cancelled_events` (docs/settings.md): its widgets leave cancelled events out too.
  return hideCancelled ? served.replace(HIDE_CANCELLED_SLOT, 'true') : served;
};
