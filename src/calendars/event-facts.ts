/**
 * What a TEC site says of whether an event is on, how it is attended and a category's colours, read the
 * same way whatever the source (a WordPress export's meta, a live site's wp/v2 `meta` and TEC single
 * answers): the one mapping of these facts, which every source and the scheduled sources share.
 *
 * - Status: TEC's free plugin (5.11+) keeps `_tribe_events_status` (`scheduled`, `canceled`, `postponed`;
 *   its Events Control extension's `_tribe_events_control_status` before that, which TEC migrates) and
 *   `_tribe_events_status_reason`. TEC's REST shows neither; a single event's `json_ld.eventStatus` says
 *   the status (schema.org's EventCancelled …), without the reason.
 * - Online: TEC's Virtual Events add-on (paid, not in the free plugin: its names were read from its
 *   source, events-virtual 1.x `Event_Meta`): `_tribe_events_is_virtual`, `_tribe_virtual_events_type`
 *   (`virtual` or `hybrid`: our `online` and `mixed`), `_tribe_events_virtual_url`, and
 *   `_tribe_events_virtual_show_embed_at` (`immediately`, or `at-start`: shown from its "lead-up" before
 *   the start, 15 minutes unless a site's filter changed it, which we assume). Its REST adds `is_virtual`
 *   and `virtual_url` to TEC's events. `_tribe_events_virtual_show_embed_to` (`logged-in`) has no
 *   counterpart: visitors here have no accounts (the report says how many events asked for it).
 * - Category colours: TEC 6.14's term meta `tec-events-cat-colors-primary`, `-secondary`, `-text`,
 *   `-priority` (read through a WordPress export: TEC's REST shows no term meta).
 */

import { ATTENDANCE_MODES, EVENT_STATUSES } from '../db/schema';
import { HEX_COLOR } from '../lib/contrast';
import type { SourceEventFacts, SourceTermColors } from './model';

/** A meta value by key (the first row's), '' when the record has none. */
export type MetaOf = (key: string) => string | undefined;

/** TEC's (and the Events Control extension's) status words, and schema.org's in a single answer's JSON-LD. */
const STATUS_OF: Readonly<Record<string, SourceEventFacts['status']>> = {
  scheduled: 'scheduled',
  canceled: 'cancelled',
  cancelled: 'cancelled',
  postponed: 'postponed',
  rescheduled: 'rescheduled',
  moved_online: 'moved_online',
  'https://schema.org/EventScheduled': 'scheduled',
  'https://schema.org/EventCancelled': 'cancelled',
  'https://schema.org/EventPostponed': 'postponed',
  'https://schema.org/EventRescheduled': 'rescheduled',
  'https://schema.org/EventMovedOnline': 'moved_online',
};

const MODE_OF: Readonly<Record<string, SourceEventFacts['attendanceMode']>> = {
  'https://schema.org/OfflineEventAttendanceMode': 'offline',
  'https://schema.org/OnlineEventAttendanceMode': 'online',
  'https://schema.org/MixedEventAttendanceMode': 'mixed',
};

/** Virtual Events' "lead-up": how long before the start an `at-start` link shows (its default). */
export const VIRTUAL_LEAD_UP_MINUTES = 15;

const truthy = (value: unknown) => value === true || value === '1' || value === 'yes' || value === 'true';
const isHttp = (url: string) => /^https?:\/\/\S+$/i.test(url) && url.length <= 2000;

/**
 * The facts of one event from its meta, and from what TEC's REST shows of it: a single answer's JSON-LD
 * (`eventStatus`, `eventAttendanceMode`) where the meta says nothing, Virtual Events' `is_virtual` and
 * `virtual_url`.
 */
export function eventFacts(
  meta: MetaOf,
  rest: { jsonLd?: unknown; isVirtual?: unknown; virtualUrl?: unknown } = {},
): SourceEventFacts {
  const jsonLd = (rest.jsonLd ?? {}) as { eventStatus?: unknown; eventAttendanceMode?: unknown };
  const statusWord = meta('_tribe_events_status') || meta('_tribe_events_control_status') || '';
  const status =
    STATUS_OF[statusWord] ??
    (typeof jsonLd.eventStatus === 'string' ? STATUS_OF[jsonLd.eventStatus] : undefined) ??
    'scheduled';
  const reason = (meta('_tribe_events_status_reason') ?? '').trim().slice(0, 1000);

  const virtual = truthy(meta('_tribe_events_is_virtual')) || truthy(rest.isVirtual);
  const url = String(
    meta('_tribe_events_virtual_url') || (typeof rest.virtualUrl === 'string' ? rest.virtualUrl : ''),
  ).trim();
  const jsonLdMode =
    typeof jsonLd.eventAttendanceMode === 'string' ? MODE_OF[jsonLd.eventAttendanceMode] : undefined;
  const attendanceMode = virtual
    ? meta('_tribe_virtual_events_type') === 'hybrid'
      ? 'mixed'
      : 'online'
    : (jsonLdMode ?? (status === 'moved_online' ? 'online' : 'offline'));
  const atStart = meta('_tribe_events_virtual_show_embed_at') === 'at-start';
  return {
    status: (EVENT_STATUSES as readonly string[]).includes(status) ? status : 'scheduled',
    reason,
    attendanceMode: (ATTENDANCE_MODES as readonly string[]).includes(attendanceMode)
      ? attendanceMode
      : 'offline',
    onlineUrl: virtual && isHttp(url) ? url : '',
    onlineUrlVisibleBefore: virtual && atStart ? VIRTUAL_LEAD_UP_MINUTES : null,
    onlyForSignedIn: virtual && meta('_tribe_events_virtual_show_embed_to')?.includes('logged-in') === true,
  };
}

/** A category's colours from its term meta (TEC's `sanitize_hex_color` and `absint`); undefined when none. */
export function termColors(meta: MetaOf): SourceTermColors | undefined {
  const color = (key: string) => {
    const value = (meta(`tec-events-cat-colors-${key}`) ?? '').trim();
    return HEX_COLOR.test(value) ? value : '';
  };
  const priority = Number.parseInt(meta('tec-events-cat-colors-priority') ?? '', 10);
  const colors = {
    primary: color('primary'),
    secondary: color('secondary'),
    text: color('text'),
    priority: Number.isFinite(priority) ? Math.min(Math.abs(priority), 2 ** 31 - 1) : 0,
  };
  return colors.primary || colors.secondary || colors.text || colors.priority ? colors : undefined;
}

/**
 * An iCalendar event's facts: STATUS:CANCELLED (the event stays, struck through, as TEC keeps a cancelled
 * event listed), and RFC 7986's CONFERENCE (its first http address) as attending online, mixed when the event
 * also has a place; undefined when it says neither. TENTATIVE is no status of ours (Google and Outlook mean
 * "not confirmed" by it), nor is a cancelled date of a series: that one is left out of the rule (EXDATE).
 */
export function icalendarFacts(
  status: string,
  conferences: readonly string[],
  hasPlace: boolean,
): SourceEventFacts | undefined {
  const cancelled = status.trim().toUpperCase() === 'CANCELLED';
  const onlineUrl = conferences.map((c) => c.trim()).find(isHttp) ?? '';
  if (!cancelled && onlineUrl === '') return undefined;
  return {
    status: cancelled ? 'cancelled' : 'scheduled',
    reason: '',
    attendanceMode: onlineUrl === '' ? 'offline' : hasPlace ? 'mixed' : 'online',
    onlineUrl,
    onlineUrlVisibleBefore: null,
    onlyForSignedIn: false,
  };
}

/** A schema.org term as TEC writes it (`https://schema.org/EventCancelled`), whatever form the page used. */
const schemaTerm = (value: unknown) => {
  if (typeof value !== 'string') return '';
  const name = value
    .trim()
    .replace(/^(?:https?:\/\/)?(?:www\.)?schema\.org\//i, '')
    .replace(/^schema:/i, '');
  return name === '' ? '' : `https://schema.org/${name}`;
};

/**
 * A schema.org Event's facts (a page's JSON-LD, or a microformat's): `eventStatus` and
 * `eventAttendanceMode` read as TEC's own JSON-LD words them (`EventCancelled`, `http://schema.org/…` and
 * `schema:` forms too), the first http address of a VirtualLocation as where it is attended online;
 * undefined when the event says none of these.
 */
export function schemaOrgFacts(
  eventStatus: unknown,
  attendanceMode: unknown,
  onlineUrls: readonly string[],
  hasPlace: boolean,
): SourceEventFacts | undefined {
  const status = STATUS_OF[schemaTerm(eventStatus)];
  const onlineUrl = onlineUrls.map((u) => u.trim()).find(isHttp) ?? '';
  const mode =
    MODE_OF[schemaTerm(attendanceMode)] ??
    (onlineUrl === '' ? (status === 'moved_online' ? 'online' : undefined) : hasPlace ? 'mixed' : 'online');
  if (status === undefined && mode === undefined) return undefined;
  return {
    status: status ?? 'scheduled',
    reason: '',
    attendanceMode: mode ?? 'offline',
    onlineUrl,
    onlineUrlVisibleBefore: null,
    onlyForSignedIn: false,
  };
}
