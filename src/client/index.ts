/**
 * A typed client of the Events Calendar API (`site/events/v1`) for TypeScript users.
 *
 *   const api = new EventsClient({ baseUrl: 'https://events.example.com', lang: 'eu' });
 *   const page = await api.events.list({ categories: ['musica'], per_page: 5 });
 *   page.data[0]?.title; page.total; page.totalPages; await page.next?.();
 *
 *   const feed = api.changes({ syncToken: saved });        // mirror the calendar
 *   for await (const change of feed) apply(change);
 *   saved = feed.syncToken;
 *
 *   const event = await api.events.get(1);                  // safe edits and retries
 *   await api.events.update(1, { title: 'x' }, { ifMatch: api.etagOf(event), idempotencyKey: crypto.randomUUID() });
 *
 *   const hook = await api.webhooks.create({ url: 'https://hooks.example.com/in', event_types: ['event.*'] });
 *   hook.secret;                                            // shown once: verify deliveries with it
 *
 * Response types are the zod response schemas the tests hold the real responses to
 * (src/docs/responses.ts); write bodies are the inputs of the schemas the Worker validates with.
 * Everything here is imported as types only: the client itself has no dependencies and runs on any
 * runtime with `fetch` (pass your own `fetch` to test it, or to add retries).
 */

import type { ATTENDANCE_MODES, EVENT_STATUSES, Status } from '../db/schema';
import type * as responses from '../docs/responses';
import type { eventCreateBody, eventListQuery, eventUpdateBody } from '../events/schemas';
import type { AccessibilityKey } from '../lib/accessibility';
import type { TimeOfDay, Weekday } from '../lib/event-facts';
import type { Lang } from '../lib/languages';
import type { z } from '../lib/zod';
import type { linkedListQuery } from '../linked/queries';
import type { organizerCreateBody, organizerUpdateBody } from '../organizers/schemas';
import type {
  tagCreateBody,
  tagListQuery,
  tagUpdateBody,
  termCreateBody,
  termListQuery,
  termUpdateBody,
} from '../terms/schemas';
import type { venueCreateBody, venueUpdateBody } from '../venues/schemas';
import { type MediaApi, mediaApi } from './media';
import { type WebhooksApi, webhooksApi } from './webhooks';

export type { Media, MediaFields, MediaFilters, MediaPage, MediaUpdate } from './media';
export type {
  Webhook,
  WebhookCreate,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookPayload,
  WebhookUpdate,
  WebhookWithSecret,
} from './webhooks';

export type { AccessibilityKey, Lang, Status, TimeOfDay, Weekday };
/** Whether an event is still on (`event_status`). */
export type EventStatus = (typeof EVENT_STATUSES)[number];
/** How an event is attended (`attendance_mode`). */
export type AttendanceMode = (typeof ATTENDANCE_MODES)[number];
/**
 * The colour to write text in over a category's `colors.primary`: its `colors.text` when that keeps WCAG
 * AA contrast (4.5:1), else black or white (a pure function, no dependency).
 */
export { readableTextColor } from '../lib/contrast';

// ---------------------------------------------------------------------------------------------
// Records, as the API answers them

export type Event = z.output<typeof responses.Event>;
export type Venue = z.output<typeof responses.Venue>;
export type Organizer = z.output<typeof responses.Organizer>;
export type Category = z.output<typeof responses.Category>;
export type Tag = z.output<typeof responses.Tag>;
export type CategoryColors = z.output<typeof responses.CategoryColors>;
export type EmbeddedTerm = z.output<typeof responses.EmbeddedTerm>;
export type ErrorBody = z.output<typeof responses.ErrorBody>;
/** An entry of the change feed: a record created or changed (`upsert`), or gone from the caller's view (`remove`). */
export type Change = z.output<typeof responses.Change>;
export type ChangeType = Change['type'];
/** A record deleted permanently (`force: true`). */
export type Deleted<T> = { deleted: true; previous: T };

// ---------------------------------------------------------------------------------------------
// Filters and bodies

/** A date parameter: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601, or a `Date` (sent as ISO 8601 UTC). */
export type DateInput = string | Date;

export interface Paging {
  page?: number;
  per_page?: number;
}

/** Records changed after / before these instants (exclusive). Lists can't show deletions: see `changes()`. */
export interface ModifiedFilters {
  modified_after?: DateInput;
  modified_before?: DateInput;
}

/** The filters of `GET /events` (and of the iCalendar feed). */
export interface EventFilters extends Paging, ModifiedFilters {
  start_date?: DateInput;
  end_date?: DateInput;
  starts_before?: DateInput;
  starts_after?: DateInput;
  ends_before?: DateInput;
  ends_after?: DateInput;
  strict_dates?: boolean;
  search?: string;
  /** Category ids or slugs; an event in a child category matches its parent. */
  categories?: Array<number | string>;
  tags?: Array<number | string>;
  venue?: number[];
  organizer?: number[];
  featured?: boolean;
  ticketed?: boolean;
  /** Anonymous callers: `publish` only. */
  status?: Status[];
  geoloc?: boolean;
  geoloc_lat?: number;
  geoloc_lng?: number;
  geoloc_radius?: number;
  include?: number[];
  post_parent?: number;
  /** The occurrences of the series this event (template or occurrence) belongs to. */
  series?: number;
  /** Only occurrences of series (true) or only single events (false). */
  recurring?: boolean;
  /** Any of these statuses; without it, every status (cancelled events included). */
  event_status?: EventStatus[];
  attendance_mode?: AttendanceMode[];
  /** BCP 47 tags: `gl` finds `gl` and `gl-ES`. */
  event_language?: string[];
  /** Events offering any of these. */
  accessibility?: AccessibilityKey[];
  /** The lowest amount of the cost is 0 (true), or above 0 (false). */
  free?: boolean;
  /** The lowest amount of the cost is at most this. */
  max_cost?: number;
  /** The day it starts on its zone's clock. */
  weekday?: Weekday[];
  /** The part of the day it starts in, on its zone's clock. */
  time_of_day?: TimeOfDay[];
}

/** The filters of `GET /events/{id}/occurrences`: paging, dates and status. */
export type OccurrenceFilters = Pick<
  EventFilters,
  | 'page'
  | 'per_page'
  | 'start_date'
  | 'end_date'
  | 'starts_before'
  | 'starts_after'
  | 'ends_before'
  | 'ends_after'
  | 'strict_dates'
  | 'status'
>;

/** Which occurrences of a series a write reaches (docs/series.md). */
export type Scope = 'this' | 'following' | 'all';

/** The filters of `GET /venues` and `GET /organizers`. */
export interface LinkedFilters extends Paging, ModifiedFilters {
  search?: string;
  event?: number;
  has_events?: boolean;
  only_with_upcoming?: boolean;
  status?: Status[];
}

/** The filters of `GET /categories` (`parent` only there) and `GET /tags`. */
export interface TermFilters extends Paging {
  search?: string;
  exclude?: number[];
  include?: number[];
  order?: 'asc' | 'desc';
  orderby?: 'id' | 'name' | 'slug' | 'count' | 'description' | 'term_group' | 'include';
  hide_empty?: boolean;
  parent?: number;
  post?: number;
  event?: number;
  slug?: string;
}

/** Every filter is a parameter the Worker's schema validates (checked when this file is type-checked). */
type Unknown<F, Schema extends z.ZodType> = Exclude<keyof F, keyof z.input<Schema>>;
type Nothing<T extends never> = T;
export type _FiltersAreParameters = [
  Nothing<Unknown<EventFilters, typeof eventListQuery>>,
  Nothing<Unknown<LinkedFilters, typeof linkedListQuery>>,
  Nothing<Unknown<TermFilters, typeof termListQuery>>,
];

/** What a write may send: the input of the schema the Worker validates it with. */
type Body<Schema extends z.ZodType> = Omit<z.input<Schema>, 'translation_language'>;
export type EventCreate = Body<typeof eventCreateBody>;
export type EventUpdate = Body<typeof eventUpdateBody>;
export type VenueCreate = Body<typeof venueCreateBody>;
export type VenueUpdate = Body<typeof venueUpdateBody>;
export type OrganizerCreate = Body<typeof organizerCreateBody>;
export type OrganizerUpdate = Body<typeof organizerUpdateBody>;
export type CategoryCreate = Body<typeof termCreateBody>;
export type CategoryUpdate = Body<typeof termUpdateBody>;
export type TagCreate = Body<typeof tagCreateBody>;
export type TagUpdate = Body<typeof tagUpdateBody>;
export type TagFilters = Omit<TermFilters, 'parent'> & Paging;
export type _TagFiltersAreParameters = Nothing<Unknown<TagFilters, typeof tagListQuery>>;

// ---------------------------------------------------------------------------------------------
// The client

/** A page of a list: its records, the totals, and the next page (null on the last one). */
export interface Page<T> {
  data: T[];
  total: number;
  totalPages: number;
  next: (() => Promise<Page<T>>) | null;
}

/** A response that is not a success: the API's error code, message and details. */
export class EventsApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'EventsApiError';
  }
}

/** What a write may add: `ifMatch` (an ETag: the write happens only on that version, else 412) and an `idempotencyKey` (a retry with the same key and request is answered, not written again). */
export interface WriteOptions {
  ifMatch?: string;
  idempotencyKey?: string;
}

/** Where `changes()` starts (a saved `syncToken`, or a full sync without one) and what it follows. */
export interface ChangeOptions {
  syncToken?: string;
  types?: ChangeType[];
  /** 1 to 100 (default 50). */
  per_page?: number;
  /** `ids`: only the type and id of what changed. */
  include?: 'data' | 'ids';
}

/** One page of the change feed. */
export interface ChangesPage {
  changes: Change[];
  /** Where to resume after this page: save it with what you applied. */
  nextSyncToken: string;
  hasMore: boolean;
}

export interface ClientOptions {
  /** The API's origin (`https://events.example.com`), or its root (`…/site/events/v1`, `…/eu/site/events/v1`). */
  baseUrl: string;
  /** The content language: every request goes under `/{lang}/site/events/v1` (default: the root's prefix, if any). */
  lang?: Lang;
  /** An API key, sent as `Authorization: Bearer <key>`; needed for writes. */
  key?: string;
  /** The `fetch` to use (default: the global one). */
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  /** Headers added to every request. */
  headers?: Record<string, string>;
}

type Params = Record<string, unknown>;

/** `?a=1&b=x,y`: lists comma-joined, booleans as true/false, dates as ISO 8601, nothing for undefined. */
export function queryString(params: Params): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value)
      ? value.join(',')
      : value instanceof Date
        ? value.toISOString()
        : String(value);
    search.set(name, text);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * State the copies made by `withLanguage` share: the D1 bookmark of the last write (read-your-writes),
 * and the ETag each record object was answered with.
 */
interface Shared {
  bookmark: string | null;
  etags: WeakMap<object, string>;
}

interface RequestOptions extends WriteOptions {
  query?: Params;
  /** JSON, or a file's bytes (`Blob`, `ArrayBuffer`, `Uint8Array`) or a `FormData`, sent as they are. */
  body?: unknown;
  /** Headers of this request (a file's `Content-Disposition`). */
  headers?: Record<string, string>;
}

/** Bodies sent as they are, not as JSON: a file's bytes, a multipart form. */
const isRawBody = (body: unknown): body is Blob | ArrayBuffer | Uint8Array | FormData =>
  (typeof Blob !== 'undefined' && body instanceof Blob) ||
  body instanceof ArrayBuffer ||
  body instanceof Uint8Array ||
  (typeof FormData !== 'undefined' && body instanceof FormData);

const ROOT = /(?:\/(eu|ca|en|gl|es))?\/site\/events\/v1\/?$/;

/** Sends requests to one API root, with the key, the headers and the bookmark. */
class Transport {
  readonly root: string;
  private readonly doFetch: NonNullable<ClientOptions['fetch']>;

  constructor(
    private readonly options: ClientOptions,
    private readonly shared: Shared,
  ) {
    const base = options.baseUrl.replace(/\/+$/, '');
    const origin = base.replace(ROOT, '');
    // Without `lang`, the language of a root given with its prefix (`…/eu/site/events/v1`) is kept.
    const lang = options.lang ?? ROOT.exec(base)?.[1];
    this.root = `${origin}${lang ? `/${lang}` : ''}/site/events/v1`;
    this.doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  }

  /**
   * Sends one request (a path under the root, or a whole URL of the root's origin); answers the JSON body
   * or throws. A whole URL of another origin (a `next_rest_url` pointing elsewhere) is refused before
   * anything is sent: the key, the headers and the bookmark go to the client's own origin only.
   */
  async request<T>(method: string, path: string, options: RequestOptions = {}) {
    const url = path.startsWith('http') ? path : `${this.root}${path}${queryString(options.query ?? {})}`;
    this.assertOwnOrigin(url);
    const headers: Record<string, string> = { Accept: 'application/json', ...this.options.headers };
    if (this.options.key) headers.Authorization = `Bearer ${this.options.key}`;
    if (this.shared.bookmark) headers['X-D1-Bookmark'] = this.shared.bookmark;
    const raw = isRawBody(options.body);
    if (options.body !== undefined && !raw) headers['Content-Type'] = 'application/json';
    if (options.ifMatch !== undefined) headers['If-Match'] = options.ifMatch;
    if (options.idempotencyKey !== undefined) headers['Idempotency-Key'] = options.idempotencyKey;
    Object.assign(headers, options.headers);
    const res = await this.doFetch(url, {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : raw
            ? (options.body as BodyInit)
            : JSON.stringify(options.body),
    });
    const bookmark = res.headers.get('X-D1-Bookmark');
    if (bookmark && method !== 'GET') this.shared.bookmark = bookmark;
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: reported below when the status is not a success.
    }
    if (!res.ok) {
      const error = (body ?? {}) as Partial<ErrorBody>;
      throw new EventsApiError(
        res.status,
        error.code ?? 'http_error',
        error.message ?? `HTTP ${res.status}`,
        (error.data as Record<string, unknown> | undefined) ?? {},
      );
    }
    const etag = res.headers.get('ETag');
    if (etag && body !== null && typeof body === 'object') this.shared.etags.set(body, etag);
    return { body: body as T, headers: res.headers };
  }

  private assertOwnOrigin(url: string) {
    const own = new URL(this.root).origin;
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      origin = url;
    }
    if (origin !== own) {
      throw new EventsApiError(
        0,
        'foreign_origin',
        `Not sent: ${origin} is not this client's origin (${own}). The client sends its key and headers to its own origin only; use a client of that origin to follow it.`,
        { url, origin: own },
      );
    }
  }

  async page<T>(url: string, key: string): Promise<Page<T>> {
    const { body, headers } = await this.request<Record<string, unknown>>('GET', url);
    const next = typeof body.next_rest_url === 'string' ? body.next_rest_url : null;
    return {
      data: (body[key] ?? []) as T[],
      total: Number(body.total ?? headers.get('X-TEC-Total') ?? 0),
      totalPages: Number(body.total_pages ?? headers.get('X-TEC-TotalPages') ?? 0),
      next: next ? () => this.page<T>(next, key) : null,
    };
  }

  list<T, F extends Paging>(route: string, key: string) {
    return (filters?: F): Promise<Page<T>> =>
      this.page<T>(`${this.root}/${route}${queryString({ ...filters })}`, key);
  }
}

/** Events, venues and organizers: lists, reads by id and by slug, writes, deletes. */
function recordsApi<T, F extends Paging, C, U>(t: Transport, route: string) {
  const read = (path: string, query: Params) => t.request<T>('GET', path, { query }).then((r) => r.body);
  return {
    list: t.list<T, F>(route, route),
    get: (id: number, options: { password?: string } = {}) => read(`/${route}/${id}`, options),
    bySlug: (slug: string, options: { password?: string } = {}) =>
      read(`/${route}/by-slug/${encodeURIComponent(slug)}`, options),
    create: (body: C, options: Omit<WriteOptions, 'ifMatch'> = {}) =>
      t.request<T>('POST', `/${route}`, { ...options, body }).then((r) => r.body),
    update: (id: number, body: U, options: WriteOptions = {}) =>
      t.request<T>('PATCH', `/${route}/${id}`, { ...options, body }).then((r) => r.body),
    /**
     * Moves the record to the trash, or with `force: true` deletes it for good. For an occurrence of a
     * series, `scope` says which occurrences go (`this` by default; `all` on a template).
     */
    delete: <Force extends boolean = false>(
      id: number,
      options: WriteOptions & { force?: Force; scope?: Scope } = {},
    ) =>
      t
        .request<Force extends true ? Deleted<T> : T>('DELETE', `/${route}/${id}`, {
          ...options,
          query: { force: options.force, scope: options.scope },
        })
        .then((r) => r.body),
  };
}

/** Categories and tags: lists, reads, writes, deletes (always permanent). */
function termsApi<T, F extends Paging, C, U>(t: Transport, route: 'categories' | 'tags') {
  return {
    list: t.list<T, F>(route, route),
    get: (id: number) => t.request<T>('GET', `/${route}/${id}`).then((r) => r.body),
    create: (body: C, options: Omit<WriteOptions, 'ifMatch'> = {}) =>
      t.request<T>('POST', `/${route}`, { ...options, body }).then((r) => r.body),
    update: (id: number, body: U, options: WriteOptions = {}) =>
      t.request<T>('PATCH', `/${route}/${id}`, { ...options, body }).then((r) => r.body),
    delete: (id: number, options: WriteOptions = {}) =>
      t.request<T>('DELETE', `/${route}/${id}`, options).then((r) => r.body),
  };
}

/**
 * The change feed from a sync token (or a full sync): iterate it for every change, page after page,
 * until the feed is caught up; `syncToken` is then where to resume next time. `pages()` gives each page
 * with its own token, to save progress as you go.
 */
export class ChangeFeed implements AsyncIterable<Change> {
  /** The token after the last page read (the one given, before any). */
  syncToken: string | undefined;

  constructor(
    private readonly transport: Transport,
    private readonly options: ChangeOptions,
  ) {
    this.syncToken = options.syncToken;
  }

  async *pages(): AsyncGenerator<ChangesPage> {
    for (;;) {
      const { types, per_page, include } = this.options;
      const { body } = await this.transport.request<{
        changes: Change[];
        next_sync_token: string;
        has_more: boolean;
      }>('GET', '/changes', { query: { sync_token: this.syncToken, types, per_page, include } });
      this.syncToken = body.next_sync_token;
      yield { changes: body.changes, nextSyncToken: body.next_sync_token, hasMore: body.has_more };
      if (!body.has_more) return;
    }
  }

  async *[Symbol.asyncIterator](): AsyncIterator<Change> {
    for await (const page of this.pages()) yield* page.changes;
  }
}

export type RecordsApi<T, F extends Paging, C, U> = ReturnType<typeof recordsApi<T, F, C, U>>;
export type TermsApi<T, F extends Paging, C, U> = ReturnType<typeof termsApi<T, F, C, U>>;

export class EventsClient {
  readonly events: RecordsApi<Event, EventFilters, EventCreate, EventUpdate> & {
    /**
     * The URL of the iCalendar feed with these filters, for a calendar app to subscribe to; `expand`
     * gives one entry per occurrence instead of one per series.
     */
    feedUrl: (filters?: EventFilters & { expand?: boolean }) => string;
    /** The URL of one event's iCalendar file (`GET /events/{id}.ics`), for "add to calendar" links. */
    calendarUrl: (id: number) => string;
    /** The occurrences of the series event `id` (its template or any occurrence) belongs to. */
    occurrences: (id: number, filters?: OccurrenceFilters) => Promise<Page<Event>>;
  };
  readonly venues: RecordsApi<Venue, LinkedFilters, VenueCreate, VenueUpdate>;
  readonly organizers: RecordsApi<Organizer, LinkedFilters, OrganizerCreate, OrganizerUpdate>;
  readonly categories: TermsApi<Category, TermFilters, CategoryCreate, CategoryUpdate>;
  readonly tags: TermsApi<Tag, TagFilters, TagCreate, TagUpdate>;
  /** Webhook endpoints and their deliveries (an administrator's key). */
  readonly webhooks: WebhooksApi;
  /** The media library: upload images, change their texts, delete them (a contributor's key or higher). */
  readonly media: MediaApi;
  /** `https://host[/lang]/site/events/v1`. */
  readonly root: string;
  private readonly transport: Transport;

  constructor(
    private readonly options: ClientOptions,
    private readonly shared: Shared = { bookmark: null, etags: new WeakMap() },
  ) {
    const t = new Transport(options, shared);
    this.transport = t;
    this.root = t.root;
    this.events = {
      ...recordsApi<Event, EventFilters, EventCreate, EventUpdate>(t, 'events'),
      feedUrl: (filters = {}) => `${t.root}/events.ics${queryString({ ...filters })}`,
      calendarUrl: (id) => `${t.root}/events/${id}.ics`,
      occurrences: (id, filters = {}) =>
        t.page<Event>(`${t.root}/events/${id}/occurrences${queryString({ ...filters })}`, 'events'),
    };
    this.venues = recordsApi(t, 'venues');
    this.organizers = recordsApi(t, 'organizers');
    this.categories = termsApi(t, 'categories');
    this.tags = termsApi(t, 'tags');
    this.webhooks = webhooksApi(<T>(method: string, path: string, options?: RequestOptions) =>
      t.request<T>(method, path, options).then((r) => r.body),
    );
    this.media = mediaApi(<T>(method: string, path: string, options?: RequestOptions) =>
      t.request<T>(method, path, options).then((r) => r.body),
    );
  }

  /** The URL of the HTML API reference, in the client's language (a page for people, not JSON). */
  referenceUrl(): string {
    return `${this.root}/reference`;
  }

  /** The same client in another content language (the key and the read-your-writes bookmark kept). */
  withLanguage(lang: Lang): EventsClient {
    return new EventsClient({ ...this.options, lang }, this.shared);
  }

  /** Any request: a path under the root (`/events`) or a whole URL; the JSON body and the headers. */
  request<T>(method: string, path: string, options: RequestOptions = {}) {
    return this.transport.request<T>(method, path, options);
  }

  /** What changed since `syncToken` (everything the caller can see, without one). */
  changes(options: ChangeOptions = {}): ChangeFeed {
    return new ChangeFeed(this.transport, options);
  }

  /** The ETag a record object was answered with (a read or a write of one record), for `ifMatch`. */
  etagOf(record: object): string | undefined {
    return this.shared.etags.get(record);
  }
}
