/**
 * schema.org `Event`s in a page's JSON-LD (`<script type="application/ld+json">`): a single object, an
 * array, a `@graph`, events nested in other things (an `ItemList`'s items, a Place's `event`, an event's
 * `subEvent`), any subtype (MusicEvent, TheaterEvent, Festival …), `location` as a Place with a
 * PostalAddress, a VirtualLocation, a text, or a `{"@id"}` naming a node of the same document. Walked with
 * budgets: at most `MAX_DEPTH` levels of nesting (deeper is not read, and said) and `MAX_NODES` values.
 */
import { decodeEntities } from '../lib/html-entities';
import {
  absoluteUrl,
  coordinate,
  emptyPageEvent,
  emptyPlace,
  type PageEvent,
  type PagePerson,
  type PagePlace,
} from './page-event';

export const MAX_DEPTH = 32;
export const MAX_NODES = 200_000;

/** schema.org's Event and its subtypes (and those ending in "Event" that later versions add). */
const EVENT_TYPES = new Set([
  'Event',
  'BusinessEvent',
  'ChildrensEvent',
  'ComedyEvent',
  'CourseInstance',
  'DanceEvent',
  'DeliveryEvent',
  'EducationEvent',
  'EventSeries',
  'ExhibitionEvent',
  'Festival',
  'FoodEvent',
  'Hackathon',
  'LiteraryEvent',
  'MusicEvent',
  'PublicationEvent',
  'BroadcastEvent',
  'OnDemandEvent',
  'SaleEvent',
  'ScreeningEvent',
  'SocialEvent',
  'SportsEvent',
  'TheaterEvent',
  'VisualArtsEvent',
]);

type Json = Record<string, unknown>;

const typeName = (value: string) =>
  value
    .trim()
    .replace(/^(?:https?:\/\/)?(?:www\.)?schema\.org\//i, '')
    .replace(/^schema:/i, '');

const typesOf = (node: Json): string[] => {
  const type = node['@type'];
  const list = Array.isArray(type) ? type : [type];
  return list.filter((t): t is string => typeof t === 'string').map(typeName);
};

export const isEventNode = (node: Json) =>
  typesOf(node).some((t) => EVENT_TYPES.has(t) || (t.endsWith('Event') && t.length < 60));

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null ? [] : [value]);
const object = (value: unknown): Json | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;

/** A text value: a string, a number, or the `@value` / `name` of an object; entities decoded. */
function text(value: unknown): string {
  const first = asList(value)[0];
  if (typeof first === 'string') return decodeEntities(first).trim();
  if (typeof first === 'number' && Number.isFinite(first)) return String(first);
  const node = object(first);
  if (node) return text(node['@value'] ?? node.name);
  return '';
}

export interface JsonLdRead {
  events: PageEvent[];
  /** Events found past `maxEvents` (not read). */
  leftOut: number;
  /** Scripts that were not JSON, and nesting past `MAX_DEPTH`, for the set's problems. */
  notes: string[];
}

/** The events of the page's JSON-LD scripts, at most `maxEvents`, in the page's order. */
export function jsonLdEvents(scripts: readonly string[], pageUrl: string, maxEvents: number): JsonLdRead {
  const read: JsonLdRead = { events: [], leftOut: 0, notes: [] };
  let broken = 0;
  let tooDeep = false;
  let nodes = 0;
  for (const script of scripts) {
    let document: unknown;
    try {
      document = JSON.parse(script.trim().replace(/^<!--|-->$/g, ''));
    } catch {
      broken++;
      continue;
    }
    // Nodes named by `@id`, for references (`"location": {"@id": "#venue"}`).
    const byId = new Map<string, Json>();
    const found: Json[] = [];
    const stack: { value: unknown; depth: number }[] = [{ value: document, depth: 0 }];
    while (stack.length > 0 && nodes < MAX_NODES) {
      const { value, depth } = stack.pop()!;
      nodes++;
      if (depth > MAX_DEPTH) {
        tooDeep = true;
        continue;
      }
      if (Array.isArray(value)) {
        for (let k = value.length - 1; k >= 0; k--) stack.push({ value: value[k], depth: depth + 1 });
        continue;
      }
      const node = object(value);
      if (!node) continue;
      const id = typeof node['@id'] === 'string' ? node['@id'] : '';
      if (id !== '' && Object.keys(node).length > 1 && !byId.has(id)) byId.set(id, node);
      if (isEventNode(node)) found.push(node);
      const keys = Object.keys(node);
      for (let k = keys.length - 1; k >= 0; k--) {
        const child = node[keys[k]!];
        if (child && typeof child === 'object') stack.push({ value: child, depth: depth + 1 });
      }
    }
    const resolve = (value: unknown): Json | null => {
      const node = object(value);
      if (!node) return null;
      const id = typeof node['@id'] === 'string' ? node['@id'] : '';
      return id !== '' && Object.keys(node).length === 1 ? (byId.get(id) ?? node) : node;
    };
    for (const node of found) {
      // A series that only holds its events is not one more event.
      if (node.startDate === undefined) continue;
      if (read.events.length >= maxEvents) {
        read.leftOut++;
        continue;
      }
      read.events.push(eventOf(node, pageUrl, resolve));
    }
  }
  if (nodes >= MAX_NODES)
    read.notes.push(`the page's JSON-LD has more than ${MAX_NODES} values: the rest was not read`);
  if (broken > 0) read.notes.push(`${broken} JSON-LD script(s) are not valid JSON: left out`);
  if (tooDeep)
    read.notes.push(`the page's JSON-LD nests deeper than ${MAX_DEPTH} levels: the deeper part was not read`);
  return read;
}

function placeOf(node: Json, pageUrl: string, resolve: (v: unknown) => Json | null): PagePlace {
  const place = emptyPlace();
  place.name = text(node.name);
  place.url = absoluteUrl(text(node.url), pageUrl);
  const address = asList(node.address)[0];
  const postal = resolve(address);
  if (postal) {
    place.street = text(postal.streetAddress);
    place.city = text(postal.addressLocality);
    place.region = text(postal.addressRegion);
    place.zip = text(postal.postalCode);
    place.country = text(postal.addressCountry);
  } else if (typeof address === 'string') place.street = decodeEntities(address).trim();
  const geo = resolve(asList(node.geo)[0]);
  if (geo) {
    place.lat = coordinate(geo.latitude, 90);
    place.lng = coordinate(geo.longitude, 180);
  }
  if (place.name === '') place.name = place.street || place.city;
  return place;
}

function personOf(value: unknown, pageUrl: string, resolve: (v: unknown) => Json | null): PagePerson | null {
  if (typeof value === 'string') {
    const name = decodeEntities(value).trim();
    return name === '' ? null : { name, url: '', email: '', phone: '' };
  }
  const node = resolve(value);
  if (!node) return null;
  const name = text(node.name) || text(node.legalName);
  if (name === '') return null;
  return {
    name,
    url: absoluteUrl(text(node.url), pageUrl),
    email: text(node.email).replace(/^mailto:/i, ''),
    phone: text(node.telephone),
  };
}

function eventOf(node: Json, pageUrl: string, resolve: (v: unknown) => Json | null): PageEvent {
  const event = emptyPageEvent();
  const id = typeof node['@id'] === 'string' ? absoluteUrl(node['@id'], pageUrl) : '';
  event.url = absoluteUrl(text(node.url), pageUrl);
  // An `@id` that is only the page itself names no event.
  event.id = id !== '' && id !== pageUrl ? id : event.url;
  event.name = text(node.name);
  event.description = text(node.description);
  event.start = text(node.startDate);
  event.end = text(node.endDate);
  for (const value of asList(node.location)) {
    if (typeof value === 'string') {
      const name = decodeEntities(value).trim();
      if (name !== '') event.places.push({ ...emptyPlace(), name });
      continue;
    }
    const location = resolve(value);
    if (!location) continue;
    if (typesOf(location).includes('VirtualLocation')) {
      const url = absoluteUrl(text(location.url), pageUrl);
      if (url !== '') event.onlineUrls.push(url);
    } else {
      const place = placeOf(location, pageUrl, resolve);
      if (place.name !== '') event.places.push(place);
    }
  }
  event.status = text(node.eventStatus);
  event.attendanceMode = text(node.eventAttendanceMode);
  const image = asList(node.image)[0];
  const imageNode = resolve(image);
  event.image = absoluteUrl(
    typeof image === 'string' ? image : text(imageNode?.url ?? imageNode?.contentUrl),
    pageUrl,
  );
  for (const value of asList(node.offers).slice(0, 50)) {
    const offer = resolve(value);
    if (!offer) continue;
    for (const price of [offer.price, offer.lowPrice, offer.highPrice]) {
      const amount = typeof price === 'number' ? price : Number.parseFloat(text(price).replace(',', '.'));
      if (Number.isFinite(amount) && amount >= 0 && !event.prices.includes(amount)) event.prices.push(amount);
    }
    if (event.currency === '' && /^[A-Z]{3}$/.test(text(offer.priceCurrency)))
      event.currency = text(offer.priceCurrency);
  }
  for (const value of asList(node.organizer).slice(0, 20)) {
    const person = personOf(value, pageUrl, resolve);
    if (person) event.organizers.push(person);
  }
  const language = asList(node.inLanguage)[0];
  const languageNode = resolve(language);
  event.language =
    typeof language === 'string' ? language.trim() : text(languageNode?.alternateName ?? languageNode?.name);
  const keywords = asList(node.keywords);
  event.keywords = (
    keywords.length === 1 && typeof keywords[0] === 'string' ? keywords[0].split(',') : keywords.map(text)
  )
    .map((k) => (typeof k === 'string' ? decodeEntities(k).trim() : ''))
    .filter((k) => k !== '' && k.length <= 100)
    .slice(0, 20);
  return event;
}
