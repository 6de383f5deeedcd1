import { type Context, Hono } from 'hono';
import { cached } from '../../cache/edge';
import type { Row } from '../../db/client';
import type { AppEnv } from '../../env';
import { facetCounts, facetStatements, withoutCancelled } from '../../events/facet-counts';
import { amountIn } from '../../events/facets';
import { canonicalFactFilters } from '../../events/fact-filters';
import { runEventList } from '../../events/list-statements';
import { presentListedEvent } from '../../events/presenter';
import { planEventList } from '../../events/queries';
import { type EventListQuery, eventListQuery } from '../../events/schemas';
import { ApiError } from '../../http/errors';
import { contentLanguage, pathWithoutLanguage } from '../../http/language';
import { parseParams } from '../../http/validate';
import { legacyRedirect } from '../../legacy/redirects';
import { utcToZonedWall } from '../../lib/dates';
import { FACET_WORDS } from '../../lib/facet-words';
import { presentation } from '../../posts/presenter';
import { decodeEventRow } from '../../posts/rows';
import { htmlResponse, messagePage, notFound, pageContext, pageKey } from '../respond';
import { type CalendarAddress, formatAddress, isPaged, parseAddress } from './address';
import { colorsOf } from './badges';
import { apiParamsOf, FACETS } from './facets';
import { calendarPage } from './page';
import { CALENDAR_STRINGS } from './strings';
import { categoriesStatement, optionOf, termInfo, termStatement } from './terms';
import { type CalendarView, resolveView } from './view';
import { countParams, daysOf, feedParams, isOnDays, LIST_PER_PAGE, MAX_ON_VIEW, pageParams } from './window';

/**
 * The calendar's views at a TEC site's addresses (`/events/…`, ./address.ts), in the content language:
 * the list, the month and the day, of all events or of a category or a tag, with TEC's search bar
 * parameters. Each view reads its events with one list query of the API (`GET /events`'s plan, its
 * visibility rules and presenter) and the terms it names in the same round trip, and is cached like
 * the API's reads under everything it depends on. An address no view claims is left to the app's
 * 404 (and the redirects of old permalinks); a claimed one that names nothing (an unknown category, a
 * day that does not exist, a page past the last) is a 404 page, after those redirects too.
 */

/** An unknown category or tag, as the list query reports it. */
const isUnknownTerm = (err: unknown) =>
  err instanceof ApiError && err.status === 400 && err.code === 'rest_invalid_param';

/** The list query of a view: the API's parameters, with the terms by slug (even all-digit ones). */
export function calendarListQuery(view: CalendarView, today: string, hideCancelled = false) {
  const query = viewQuery(view, pageParams(view, today), hideCancelled);
  query.page = view.page;
  query.per_page = isPaged(view.kind) ? LIST_PER_PAGE : MAX_ON_VIEW;
  return query;
}

/**
 * A view's filters over a window (the API's parameters): its term, search and facets, and the site's
 * hiding of cancelled events. A facet's value the API's schema refuses throws its 400 (`ApiError`).
 */
function viewQuery(view: CalendarView, window: Record<string, string>, hideCancelled: boolean) {
  const { categories: _c, tags: _t, ...params } = window;
  const query = parseParams(eventListQuery, { ...params, ...apiParamsOf(view.facets) });
  if (view.category) query.categories = [view.category];
  if (view.tag) query.tags = [view.tag];
  if (hideCancelled) query.event_status = withoutCancelled(query.event_status);
  return query;
}

/** The feed of what a view lists (`events.ics` with its filters, from now on): "Subscribe to this selection". */
export function selectionFeed(apiRoot: string, q: EventListQuery): string {
  const params = new URLSearchParams();
  for (const name of ['categories', 'tags', 'venue', 'organizer'] as const)
    if (q[name]?.length) params.set(name, q[name]!.join(','));
  if (q.search) params.set('search', q.search);
  for (const [name, value] of canonicalFactFilters(q)) if (value !== undefined) params.set(name, value);
  const query = params.toString();
  return `${apiRoot}/events.ics${query ? `?${query}` : ''}`;
}

/**
 * A category's views are at its nested address, the path of its ancestors' slugs (TEC's `url`): one
 * that names it under other parents, or none (the flat address of a child), is redirected there, view
 * and query kept, unless it is an imported site's old permalink, whose own redirect comes first. (TEC
 * answers any path ending in the slug; WordPress reads only the last segment.)
 */
async function notNested(c: Context<AppEnv>, address: CalendarAddress, path: string[]) {
  const term = address.term;
  if (term?.taxonomy !== 'category' || path.length === 0) return null;
  const parents = path.slice(0, -1);
  if (parents.join('/') === (term.parents ?? []).join('/')) return null;
  const redirect = await legacyRedirect(c);
  if (redirect) return redirect;
  const nested = { ...address, term: { taxonomy: term.taxonomy, slug: path.at(-1)!, parents } };
  return c.redirect(`${c.get('langPrefix')}${formatAddress(nested)}${new URL(c.req.url).search}`, 301);
}

async function calendarRoute(c: Context<AppEnv>) {
  const address = parseAddress(pathWithoutLanguage(c.req.path).replace(/^\/events/, ''));
  if (!address) return c.notFound();
  const config = c.get('config');
  const lang = c.get('lang');
  const t = CALENDAR_STRINGS[lang];
  const now = new Date();
  const today = utcToZonedWall(now, config.siteTimezone).slice(0, 10);
  const resolved = resolveView(address, c.get('params'), today);
  if (resolved.status === 404) return notFound(c, t.notFound);
  if (resolved.status === 400) {
    const message =
      resolved.problem === 'search'
        ? t.badSearch
        : resolved.problem === 'filter'
          ? FACET_WORDS[lang].badFilter.replace('{value}', resolved.value)
          : t.badDate.replace('{value}', resolved.value);
    return messagePage(c, t.badRequestTitle, message, 400);
  }
  const { view } = resolved;
  const p = presentation(c);
  if (resolved.exportAs) {
    // TEC's export links answer the view's events as iCalendar: here, the feed with the same filters.
    const params = { ...feedParams(view, today), ...apiParamsOf(view.facets) };
    return c.redirect(`${p.apiRoot}/events.ics?${new URLSearchParams(params)}`, 302);
  }
  const hide = config.hideCancelledEvents;
  let query: EventListQuery;
  let counted: EventListQuery;
  try {
    query = calendarListQuery(view, today, hide);
    // The facets count the view's days exactly (the list reads a day of margin for other zones).
    counted = viewQuery(view, countParams(view, today), hide);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 400) throw err;
    const reasons = Object.values((err.data.params ?? {}) as Record<string, string>).join(' ');
    return messagePage(c, t.badRequestTitle, FACET_WORDS[lang].badFilter.replace('{value}', reasons), 400);
  }
  const caller = c.get('caller');
  const termContext = { lang, defaultLang: config.defaultLanguage, caller };
  const listContext = { ...termContext, siteTimezone: config.siteTimezone, now };
  const planned = planEventList(query, listContext);
  // A category's or a tag's page is of that term: its facet is not offered.
  const offered = FACETS.filter(
    (facet) => !(facet === 'categories' && view.category) && !(facet === 'tags' && view.tag),
  );
  const plan = view.past ? { ...planned, orderBy: 'latest' as const } : planned;
  const key = [
    ...pageKey(c),
    ['view', view.kind] as const,
    ['today', today] as const,
    ['order', plan.orderBy] as const,
    ...plan.canonical,
  ];
  return cached(c, { query: key }, async () => {
    const leading = [
      categoriesStatement(termContext),
      ...(view.category ? [termStatement('tribe_events_cat', view.category, termContext)] : []),
      ...(view.tag ? [termStatement('post_tag', view.tag, termContext)] : []),
    ];
    let list: Awaited<ReturnType<typeof runEventList>>;
    try {
      list = await runEventList(
        c.get('db'),
        plan,
        query.page,
        query.per_page,
        caller,
        leading,
        facetStatements(offered, counted, listContext, hide),
      );
    } catch (err) {
      if (isUnknownTerm(err)) return notFound(c, t.notFound);
      throw err;
    }
    const { rows, total, led } = list;
    if (view.page > 1 && rows.length === 0) return notFound(c, t.notFound);
    const [categoryRows, ...termRows] = led;
    const category = view.category ? termRows.shift()?.[0] : undefined;
    const tag = view.tag ? termRows.shift()?.[0] : undefined;
    const days = daysOf(view);
    const decoded = rows.map(decodeEventRow);
    const looks = colorsOf(decoded);
    const events = decoded
      .map((event) => presentListedEvent(event, p, caller))
      .filter((event) => !days || isOnDays(event, days.first, days.last));
    const chosen = category ? termInfo(category, config.defaultLanguage) : undefined;
    const moved = chosen && (await notNested(c, address, chosen.paths[lang]));
    if (moved) return moved;
    const categories = (categoryRows ?? []).map(optionOf);
    if (chosen && !categories.some((option) => option.slug === chosen.slug))
      categories.push({ slug: chosen.slug, name: chosen.name });
    const ctx = pageContext(c);
    return htmlResponse(
      c,
      calendarPage({
        view,
        today,
        events,
        total,
        read: isPaged(view.kind) ? total : rows.length,
        categories,
        terms: {
          ...(chosen ? { category: chosen } : {}),
          ...(tag ? { tag: termInfo(tag, config.defaultLanguage) } : {}),
        },
        siteBase: ctx.siteBase,
        prefix: c.get('langPrefix'),
        apiRoot: ctx.apiRoot,
        lang,
        siteTimezone: config.siteTimezone,
        looks,
        facets: {
          counts: facetCounts(offered, list.extra as Row[][]),
          offered,
          feedUrl: selectionFeed(ctx.apiRoot, query),
          hideCancelled: hide,
          amount: amountIn(config),
        },
      }),
    );
  });
}

/**
 * A tag's `url` is WordPress's tag archive, `/tag/{slug}/` (as TEC gives it): here it is the calendar of
 * the tag. An imported site's old permalink there keeps its own redirect.
 */
async function tagArchiveRoute(c: Context<AppEnv>) {
  const redirect = await legacyRedirect(c);
  if (redirect) return redirect;
  const slug = encodeURIComponent(c.req.param('slug') ?? '');
  return c.redirect(`${c.get('langPrefix')}/events/tag/${slug}/`, 301);
}

export const calendarRoutes = new Hono<AppEnv>()
  .get('/events', contentLanguage, calendarRoute)
  .get('/events/*', contentLanguage, calendarRoute)
  .get('/tag/:slug{[^/]+}', contentLanguage, tagArchiveRoute);
