/**
 * The `mobilizon` kind: a Mobilizon instance or one of its groups, through its public GraphQL API
 * (`POST /api`; the fields as Mobilizon's `lib/graphql/schema` names them). An instance's address reads
 * its upcoming public events (`events`, which leaves cancelled ones out); a group's (`@group@host`,
 * `https://host/@group`) reads the events it organizes from now on (`group { organizedEvents }`), cancelled
 * ones included. 50 a page, the next page while `total` says there are more. Each event's id is
 * `mobilizon:<uuid>`; its `status` CANCELLED is our cancelled, its `onlineAddress` (or `options.isOnline`)
 * how it is attended online, its `physicalAddress` its venue, its group (or organizer) its organizer, its
 * `category` a category and its `tags` tags.
 */
import { formatUtcWall, isValidTimeZone } from '../lib/dates';
import { sanitizeHtml } from '../lib/sanitize-html';
import { emptySourceSet, type SourceEventFacts } from './model';
import { eventTimes, isHttpUrl, isoToUtcWall, jsonOf, plainEventFields, SetBuilder } from './read-common';
import { CalendarReadError, type CalendarReader, type PageRequest, type ReadContext } from './reader';

type Json = Record<string, unknown>;
const PER_PAGE = 50;

const EVENT_FIELDS = `
fragment EventFields on Event {
  uuid url title description beginsOn endsOn status language category onlineAddress updatedAt
  physicalAddress { description street locality region postalCode country geom timezone }
  picture { url alt }
  tags { title }
  options { isOnline timezone }
  attributedTo { name preferredUsername domain url }
  organizerActor { name preferredUsername domain url }
}`;

const GROUP_QUERY = `query GroupEvents($name: String!, $after: DateTime, $page: Int, $limit: Int) {
  group(preferredUsername: $name) {
    name preferredUsername url
    organizedEvents(afterDatetime: $after, page: $page, limit: $limit) { total elements { ...EventFields } }
  }
}
${EVENT_FIELDS}`;

const INSTANCE_QUERY = `query InstanceEvents($page: Int, $limit: Int) {
  events(page: $page, limit: $limit, orderBy: BEGINS_ON, direction: ASC) { total elements { ...EventFields } }
}
${EVENT_FIELDS}`;

/** Where a source's address points: an instance's API, and the group's name there when it names one. */
export function mobilizonTarget(sourceUrl: string): { api: string; group: string | null } {
  const address = sourceUrl.trim();
  // `@group@host` (as the fediverse writes it), or `group@host`.
  const handle = /^@?([A-Za-z0-9_.-]{1,100})@([A-Za-z0-9.-]{1,253}(?::\d{1,5})?)$/.exec(address);
  if (handle) return { api: `https://${handle[2]!.toLowerCase()}/api`, group: handle[1]! };
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new CalendarReadError(
      `${address} is neither a web address nor a group's handle (@group@instance.example).`,
    );
  }
  const api = `${url.origin}/api`;
  // `https://host/@group` or `https://host/@group@otherhost` (a remote group the instance knows).
  const path = /^\/@([A-Za-z0-9_.-]{1,100})(?:@([A-Za-z0-9.-]{1,253}))?(?:\/.*)?$/.exec(url.pathname);
  if (!path) return { api, group: null };
  const host = path[2]?.toLowerCase();
  return { api, group: host && host !== url.hostname.toLowerCase() ? `${path[1]}@${host}` : path[1]! };
}

function request(context: ReadContext, page: number): PageRequest {
  const { api, group } = mobilizonTarget(context.sourceUrl);
  const body = group
    ? {
        operationName: 'GroupEvents',
        query: GROUP_QUERY,
        variables: { name: group, after: context.now.toISOString(), page, limit: PER_PAGE },
      }
    : { operationName: 'InstanceEvents', query: INSTANCE_QUERY, variables: { page, limit: PER_PAGE } };
  return {
    url: api,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const object = (value: unknown) => (value && typeof value === 'object' ? (value as Json) : null);

/** `FILM_MEDIA` → "Film media". */
const categoryName = (value: string) => {
  const words = value.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Mobilizon's `Point`: `"<lon>;<lat>"`. */
function pointOf(value: unknown): { lat: number | null; lng: number | null } {
  const [lon, lat] = text(value)
    .split(';')
    .map((part) => Number.parseFloat(part));
  return Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat!) <= 90 && Math.abs(lon!) <= 180
    ? { lat: lat!, lng: lon! }
    : { lat: null, lng: null };
}

export const mobilizonReader: CalendarReader = {
  kind: 'mobilizon',
  firstRequest: (context) => request(context, 1),
  readPage(page, context) {
    const hint =
      'Give the address of a Mobilizon instance, or of one of its groups (https://instance/@group).';
    const answer = object(jsonOf(page, "Mobilizon's API", hint));
    const errors = Array.isArray(answer?.errors) ? (answer.errors as unknown[]) : [];
    const { group } = mobilizonTarget(context.sourceUrl);
    const data = object(answer?.data);
    if (errors.length > 0 && !data?.group && !data?.events) {
      const message = errors.map((e) => text(object(e)?.message)).find((m) => m !== '') ?? 'an error';
      if (group && /not found/i.test(message))
        throw new CalendarReadError(`This Mobilizon instance has no group named ${group}.`);
      throw new CalendarReadError(`${page.url} refused the request for events: ${message.slice(0, 300)}.`);
    }
    if (!data) throw new CalendarReadError(`${page.url} answered JSON that is not Mobilizon's API. ${hint}`);
    const list = object(group ? object(data.group)?.organizedEvents : data.events);
    if (group && data.group === null)
      throw new CalendarReadError(`This Mobilizon instance has no group named ${group}.`);
    if (!list || !Array.isArray(list.elements))
      throw new CalendarReadError(
        `${page.url} answered JSON that is not Mobilizon's list of events. ${hint}`,
      );

    const builder = new SetBuilder(
      emptySourceSet({
        origin: `mobilizon:${context.sourceUrl}`,
        name: text(object(data.group)?.name),
        language: context.language,
        timezone: context.timezone,
      }),
      formatUtcWall(context.now),
    );
    for (const item of list.elements as unknown[]) {
      const event = object(item);
      const uuid = text(event?.uuid);
      const startUtc = isoToUtcWall(event?.beginsOn);
      if (!event || uuid === '' || startUtc === null) continue;
      const endUtc = isoToUtcWall(event.endsOn);
      if (!builder.wants(endUtc ?? startUtc, context)) continue;
      const post = builder.post('event', `mobilizon:${uuid}`, text(event.title) || '(untitled)');
      post.content = typeof event.description === 'string' ? sanitizeHtml(event.description) : '';
      post.permalink = isHttpUrl(event.url) ? String(event.url) : '';
      const updated = isoToUtcWall(event.updatedAt);
      if (updated) post.modifiedUtc = updated;
      const language = text(event.language);
      if (/^[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?$/.test(language)) post.lang = language;
      const options = object(event.options);
      const address = object(event.physicalAddress);
      const zone = [text(options?.timezone), text(address?.timezone)].find(
        (z) => z !== '' && isValidTimeZone(z),
      );
      const timezone = zone ?? context.timezone;

      const venueIds: number[] = [];
      if (address) {
        const name = text(address.description) || text(address.street) || text(address.locality);
        if (name !== '') {
          const key = [name, text(address.street), text(address.locality), text(address.postalCode)].join(
            '|',
          );
          venueIds.push(
            builder.venue(`mobilizon:place:${key}`, name, {
              address: name === text(address.street) ? '' : text(address.street),
              city: text(address.locality),
              province: text(address.region),
              stateprovince: text(address.region),
              zip: text(address.postalCode),
              country: text(address.country),
              ...pointOf(address.geom),
            }),
          );
        }
      }
      const organizerIds: number[] = [];
      const actor = object(event.attributedTo) ?? object(event.organizerActor);
      if (actor) {
        const name = text(actor.name) || text(actor.preferredUsername);
        const url = isHttpUrl(actor.url) ? String(actor.url) : '';
        if (name !== '')
          organizerIds.push(builder.organizer(`mobilizon:actor:${url || name}`, name, { website: url }));
      }
      post.event = plainEventFields(
        eventTimes({ utc: startUtc }, endUtc ? { utc: endUtc } : null, timezone, false),
        {
          venueIds,
          organizerIds,
          website: post.permalink,
        },
      );
      const cancelled = text(event.status).toUpperCase() === 'CANCELLED';
      const onlineUrl = isHttpUrl(event.onlineAddress) ? String(event.onlineAddress) : '';
      const online = onlineUrl !== '' || options?.isOnline === true;
      if (cancelled || online) {
        const facts: SourceEventFacts = {
          status: cancelled ? 'cancelled' : 'scheduled',
          reason: '',
          attendanceMode: !online
            ? 'offline'
            : venueIds.length > 0 && options?.isOnline !== true
              ? 'mixed'
              : 'online',
          onlineUrl,
          onlineUrlVisibleBefore: null,
          onlyForSignedIn: false,
        };
        post.event.facts = facts;
      }
      const category = text(event.category);
      if (category !== '' && category.toUpperCase() !== 'MEETING') {
        const term = builder.term(
          'tribe_events_cat',
          categoryName(category),
          `mobilizon:${category.toLowerCase()}`,
        );
        if (term !== null) post.termIds.push(term);
      }
      for (const tag of Array.isArray(event.tags) ? event.tags : []) {
        const term = builder.term('post_tag', text(object(tag)?.title));
        if (term !== null && !post.termIds.includes(term)) post.termIds.push(term);
      }
      const picture = object(event.picture);
      if (isHttpUrl(picture?.url)) post.image = { url: String(picture!.url) };
      builder.events.push(post);
    }
    const set = builder.finish(context);
    const total = Number(list.total);
    if (Number.isFinite(total)) set.totals.event = total;
    const current = currentPage(page.request);
    const more = builder.leftOut === 0 && list.elements.length > 0 && current * PER_PAGE < total;
    // A source ten thousand events long is read in parts by later runs, not here.
    return { set, next: more && current < 200 ? request(context, current + 1) : null };
  },
};

function currentPage(request: PageRequest): number {
  try {
    const page = Number(
      (JSON.parse(request.body ?? '{}') as { variables?: { page?: unknown } }).variables?.page,
    );
    return Number.isInteger(page) && page > 0 ? page : 1;
  } catch {
    return 1;
  }
}
