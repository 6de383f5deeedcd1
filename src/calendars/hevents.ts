/**
 * h-event microformats (microformats.org/wiki/h-event) in a scanned page (html-scan.ts): `p-name`,
 * `dt-start` / `dt-end` (a `datetime`, `title` or `value` attribute, else the text), `p-location` (text, or
 * an `h-card` / `h-adr` / `h-geo` with `p-street-address`, `p-locality`, `p-region`, `p-postal-code`,
 * `p-country-name`, `p-latitude`, `p-longitude`), `p-summary`, `p-description`, `e-content` (its HTML),
 * `u-url`, `u-photo`, `p-category`, `p-organizer`. Each element is looked at a bounded number of times:
 * the walk of an event stops at nested items, and each property's text has a budget.
 */
import { classesOf, type HtmlElement, textOf } from './html-scan';
import {
  absoluteUrl,
  coordinate,
  emptyPageEvent,
  emptyPlace,
  type PageEvent,
  type PagePlace,
} from './page-event';

/** Elements looked at for one item's properties, and characters of an `e-content`. */
const MAX_ITEM_ELEMENTS = 5000;
const MAX_CONTENT = 100_000;

type Properties = Map<string, HtmlElement[]>;

const PROPERTY = /^(?:p|u|dt|e)-[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isRoot = (element: HtmlElement) => classesOf(element).some((c) => c.startsWith('h-') && c.length > 2);

/** The properties of an item, by class (`p-name` …), each with its elements in the page's order. */
function propertiesOf(root: HtmlElement, intoNestedItems = false): Properties {
  const properties: Properties = new Map();
  const stack: HtmlElement[] = [];
  const pushChildren = (element: HtmlElement) => {
    for (let k = element.children.length - 1; k >= 0; k--) {
      const child = element.children[k]!;
      if (typeof child !== 'string') stack.push(child);
    }
  };
  pushChildren(root);
  let seen = 0;
  while (stack.length > 0 && seen < MAX_ITEM_ELEMENTS) {
    const element = stack.pop()!;
    seen++;
    for (const name of classesOf(element)) {
      if (!PROPERTY.test(name)) continue;
      const list = properties.get(name) ?? [];
      if (list.length < 50) list.push(element);
      properties.set(name, list);
    }
    if (intoNestedItems || !isRoot(element)) pushChildren(element);
  }
  return properties;
}

/** A `p-` property's value. */
function pValue(element: HtmlElement): string {
  const { tag, attrs } = element;
  if (tag === 'abbr' && attrs.title) return attrs.title.trim();
  if ((tag === 'data' || tag === 'input') && attrs.value) return attrs.value.trim();
  if ((tag === 'img' || tag === 'area') && attrs.alt) return attrs.alt.trim();
  return textOf(element);
}

/** A `dt-` property's value (the value-class pattern's first `value` too). */
function dtValue(element: HtmlElement): string {
  const { tag, attrs } = element;
  if ((tag === 'time' || tag === 'ins' || tag === 'del') && attrs.datetime) return attrs.datetime.trim();
  if (tag === 'abbr' && attrs.title) return attrs.title.trim();
  if ((tag === 'data' || tag === 'input') && attrs.value) return attrs.value.trim();
  const value = propertiesOf(element).size === 0 ? findValueClass(element) : null;
  return value ?? textOf(element, 100);
}

function findValueClass(element: HtmlElement): string | null {
  for (const child of element.children) {
    if (typeof child === 'string') continue;
    if (classesOf(child).includes('value'))
      return dtValue({ ...child, attrs: { ...child.attrs, class: '' } });
  }
  return null;
}

/** A `u-` property's value, absolute. */
function uValue(element: HtmlElement, base: string): string {
  const { tag, attrs } = element;
  const raw =
    (tag === 'a' || tag === 'area' || tag === 'link') && attrs.href
      ? attrs.href
      : (tag === 'img' || tag === 'audio' || tag === 'video' || tag === 'source' || tag === 'iframe') &&
          attrs.src
        ? attrs.src
        : tag === 'object' && attrs.data
          ? attrs.data
          : pValue(element);
  return absoluteUrl(raw, base);
}

const first = (properties: Properties, name: string) => properties.get(name)?.[0];

function placeOf(element: HtmlElement, base: string): PagePlace {
  const place = emptyPlace();
  if (!isRoot(element)) {
    place.name = pValue(element);
    return place;
  }
  const properties = propertiesOf(element, true);
  const p = (name: string) => {
    const found = first(properties, name);
    return found ? pValue(found) : '';
  };
  place.name = p('p-name') || p('p-org') || p('p-label');
  place.street = p('p-street-address');
  place.city = p('p-locality');
  place.region = p('p-region');
  place.zip = p('p-postal-code');
  place.country = p('p-country-name');
  place.lat = coordinate(p('p-latitude'), 90);
  place.lng = coordinate(p('p-longitude'), 180);
  const url = first(properties, 'u-url');
  place.url = url ? uValue(url, base) : '';
  if (place.name === '') place.name = place.street || place.city || textOf(element, 200);
  return place;
}

function eventOf(root: HtmlElement, html: string, base: string): PageEvent {
  const properties = propertiesOf(root);
  const event = emptyPageEvent();
  const p = (name: string) => {
    const found = first(properties, name);
    return found ? pValue(found) : '';
  };
  const url = first(properties, 'u-url');
  event.url = url ? uValue(url, base) : '';
  event.id = event.url;
  event.name = p('p-name') || textOf(root, 200);
  const start = first(properties, 'dt-start');
  const end = first(properties, 'dt-end');
  event.start = start ? dtValue(start) : '';
  event.end = end ? dtValue(end) : '';
  const content = first(properties, 'e-content');
  if (content) {
    event.description = html.slice(
      content.innerStart,
      Math.min(content.innerEnd, content.innerStart + MAX_CONTENT),
    );
    event.descriptionIsHtml = true;
  } else event.description = p('p-summary') || p('p-description');
  for (const location of properties.get('p-location') ?? []) {
    const place = placeOf(location, base);
    if (place.name !== '') event.places.push(place);
  }
  const photo = first(properties, 'u-photo');
  event.image = photo ? uValue(photo, base) : '';
  event.keywords = (properties.get('p-category') ?? [])
    .map(pValue)
    .filter((k) => k !== '' && k.length <= 100)
    .slice(0, 20);
  for (const organizer of properties.get('p-organizer') ?? []) {
    const place = placeOf(organizer, base);
    if (place.name !== '') event.organizers.push({ name: place.name, url: place.url, email: '', phone: '' });
  }
  return event;
}

/** The page's h-events, at most `maxEvents` (the others counted), in the page's order. */
export function hEvents(
  root: HtmlElement,
  html: string,
  base: string,
  maxEvents: number,
): { events: PageEvent[]; leftOut: number } {
  const events: PageEvent[] = [];
  let leftOut = 0;
  const stack: HtmlElement[] = [root];
  while (stack.length > 0) {
    const element = stack.pop()!;
    if (classesOf(element).includes('h-event')) {
      if (events.length < maxEvents) events.push(eventOf(element, html, base));
      else leftOut++;
    }
    for (let k = element.children.length - 1; k >= 0; k--) {
      const child = element.children[k]!;
      if (typeof child !== 'string') stack.push(child);
    }
  }
  return { events, leftOut };
}
