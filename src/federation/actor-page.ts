import type { Context } from 'hono';
import type { Row } from '../db/client';
import type { AppEnv } from '../env';
import { dateTimeInWords } from '../lib/date-words';
import { formatUtcWall } from '../lib/dates';
import { isLang, LANGUAGES, type Lang, pickTranslation } from '../lib/languages';
import { escapeHtml } from '../lib/sanitize-html';
import { htmlResponse } from '../pages/respond';
import { PAGE_STRINGS } from '../pages/strings';
import { ACTOR_PAGE_WORDS } from './actor-page-words';
import type { ActorInfo } from './actors';
import { eventObject } from './event-object';
import { decodeRows, upcomingEventsStatement } from './events';
import { actorUrl } from './names';
import type { FederationSettings } from './store';

/**
 * The actor's page for people (docs/federation.md#be-followed): what a browser gets at the actor's URL. The
 * handle to copy, what following brings (its next public events, the same `featured` shows), a link to the
 * calendar's page; its header and avatar images when the settings name them. In the language of its prefix
 * (`/eu/federation/actor`), else the site's.
 */

const SHOWN = 5;

const STYLE = `
.handle { font-size: 1.1rem; width: 100%; max-width: 30rem; padding: 0.4rem; }
.header { width: 100%; max-height: 14rem; object-fit: cover; border-radius: 6px; }
.avatar { width: 5rem; height: 5rem; border-radius: 50%; object-fit: cover; float: right; margin-left: 1rem; }
`;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

export async function actorPage(
  c: Context<AppEnv>,
  info: ActorInfo,
  settings: FederationSettings,
  origin: string,
  siteUrl: string,
) {
  const config = c.get('config');
  const prefix = c.req.param('lang' as never) as string | undefined;
  const lang: Lang = prefix && isLang(prefix) ? prefix : config.defaultLanguage;
  const w = ACTOR_PAGE_WORDS[lang];
  const t = PAGE_STRINGS[lang];
  const termId = info.actor.kind === 'category' ? info.actor.termId : null;
  const rows = await c.get('db').all<Row>(upcomingEventsStatement(formatUtcWall(new Date()), SHOWN, termId));
  const items = decodeRows(rows).map((row) => {
    const object = eventObject(row, { origin, actor: info.actor, config });
    const title = pickTranslation(row.texts, lang, config.defaultLanguage)?.title ?? String(object.name);
    return `<li><a href="${escapeHtml(String(object.url))}">${escapeHtml(title)}</a><p>${escapeHtml(
      dateTimeInWords(row.start_local!, lang),
    )}</p></li>`;
  });
  const handle = `@${info.username}@${new URL(origin).host}`;
  const path = new URL(actorUrl(origin, info.actor)).pathname;
  const header = settings.header ? `<img class="header" src="${escapeHtml(settings.header)}" alt="">\n` : '';
  const avatar = settings.avatar
    ? `<img class="avatar" src="${escapeHtml(settings.avatar)}" alt="" width="80" height="80">`
    : '';
  const main = `${header}<article>
<p class="kind">${escapeHtml(w.kind)}</p>
${avatar}<h1>${escapeHtml(fill(w.title, { name: info.displayName }))}</h1>
${info.summary ? `<p>${escapeHtml(info.summary)}</p>\n` : ''}<p>${escapeHtml(w.intro)}</p>
<p><label for="handle">${escapeHtml(w.handle)}</label><br>
<input id="handle" class="handle" readonly value="${escapeHtml(handle)}" aria-describedby="handle-hint">
<br><span id="handle-hint" class="kind">${escapeHtml(w.handleHint)}</span></p>
<section aria-labelledby="upcoming"><h2 id="upcoming">${escapeHtml(w.brings)}</h2>${
    items.length > 0 ? `<ul class="events">${items.join('')}</ul>` : `<p>${escapeHtml(t.noUpcoming)}</p>`
  }</section>
<p><a href="${escapeHtml(`${siteUrl}${info.page}`)}">${escapeHtml(w.calendar)}</a></p>
</article>`;
  const response = await htmlResponse(c, {
    lang,
    title: fill(w.title, { name: info.displayName }),
    summary: w.intro,
    canonical: `${siteUrl}/${lang}${path}`,
    translations: LANGUAGES.map((l) => ({ lang: l, href: `${siteUrl}/${l}${path}` })),
    main,
    style: STYLE,
  });
  response.headers.set('Vary', 'Accept');
  response.headers.set(
    'Link',
    `<${actorUrl(origin, info.actor)}>; rel="alternate"; type="application/activity+json"`,
  );
  return response;
}
