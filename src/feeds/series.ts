import { type SQL, sql } from 'drizzle-orm';
import type { Row } from '../db/client';
import type { Status } from '../db/schema';
import type { Caller } from '../lib/caller';
import { utcToZonedWall, zonedWallToUtc } from '../lib/dates';
import { expandRecurrence } from '../lib/recurrence/expand';
import { formatRecurrence, parseRecurrence, utcUntil } from '../lib/recurrence/parse';
import type { RecurrenceRule, SeriesStart } from '../lib/recurrence/rule';
import type { Presentation } from '../posts/presenter';
import { decodeEventRow, type EventRow, selectEvents } from '../posts/rows';
import { readableCondition } from '../posts/visibility';
import { eventEntry, uidHost } from './events';
import type { IcsEvent, IcsWhen } from './ics';
import { vtimezoneLines } from './vtimezone';

/**
 * Series in the iCalendar feed (series.md §5): one VEVENT per series with at least one occurrence in
 * the page, carrying the rule (RRULE, RDATE, EXDATE) on the zone's wall clock (`TZID=`, with a
 * VTIMEZONE), an EXDATE for every occurrence the feed does not show (trashed, unpublished, hidden),
 * and one VEVENT with the same UID and a RECURRENCE-ID for each occurrence moved or edited on its own.
 */

const DAY_MS = 86_400_000;

/** The series of the page's occurrences (a select of the page's ids). */
const seriesOfPage = (pageIds: SQL) =>
  sql`SELECT s.series_id FROM posts s WHERE s.id IN (${pageIds}) AND s.series_id IS NOT NULL`;

/** What the feed shows: the list's statuses, not hidden from listings. */
const shown = (caller: Caller, statuses: Status[]) =>
  sql`${readableCondition(caller, statuses, 'o')} AND o.hide_from_listings = 0`;

/**
 * The statements, run in the list's own batch, that read the series of a page: their templates, rules,
 * the occurrences the feed hides (as EXDATEs) and the edited ones it shows (as overrides).
 */
export function seriesFeedStatements(pageIds: SQL, caller: Caller, statuses: Status[]): SQL[] {
  const series = seriesOfPage(pageIds);
  // Led by the page's series, each one's occurrences found by a series index (named: SQLite would
  // rather range over the window index by kind, status and hidden flag): as an `IN` condition,
  // SQLite (without statistics) walked every published event and tested each (2.8 s for the overrides of
  // a page of 200 at 100k events with 0.56M occurrences, docs/performance.md). The partial indexes
  // (migrations/0022) hold only the occurrences not listed and the edited ones: the feed reads what it
  // writes (EXDATEs, overrides), not every occurrence of each series. SQLite uses a partial index when
  // the statement repeats its condition word for word.
  const occurrences = (index: string) =>
    sql`(SELECT DISTINCT series_id FROM (${series})) named CROSS JOIN posts o INDEXED BY ${sql.raw(index)} ON o.series_id = named.series_id
    WHERE o.kind = 'event'`;
  // Not shown is not listed (unpublished or hidden) whenever published occurrences are shown.
  const hidden = statuses.includes('publish')
    ? sql`SELECT o.series_id, o.recurrence_id FROM ${occurrences('posts_series_unlisted')}
        AND (o.status <> 'publish' OR o.hide_from_listings <> 0) AND NOT (${shown(caller, statuses)})`
    : sql`SELECT o.series_id, o.recurrence_id FROM ${occurrences('posts_series_occurrence')} AND NOT (${shown(caller, statuses)})`;
  return [
    selectEvents(sql`SELECT DISTINCT t.id FROM posts t WHERE t.id IN (${series})`, 'p.id', caller),
    sql`SELECT template_id, recurrence, start_wall FROM series_rules WHERE template_id IN (${series})`,
    hidden,
    selectEvents(
      sql`SELECT o.id FROM ${occurrences('posts_series_edited')}
          AND (o.content_id = o.id OR o.start_local <> o.recurrence_id OR o.event_status <> 'scheduled' OR o.previous_start_utc IS NOT NULL)
          AND ${shown(caller, statuses)}
        UNION SELECT o.id FROM ${statusReturned(series)} AND ${shown(caller, statuses)}`,
      'p.start_utc, p.id',
      caller,
    ),
  ];
}

/**
 * The scheduled occurrences of series that are not (a series cancelled whole, one date of it kept): they
 * differ from their template by their status alone, which the edited index does not hold.
 */
const statusReturned = (series: SQL) =>
  sql`(SELECT t.id AS series_id FROM posts t WHERE t.id IN (${series}) AND t.event_status <> 'scheduled') named
    CROSS JOIN posts o INDEXED BY posts_series_occurrence ON o.series_id = named.series_id
    WHERE o.kind = 'event' AND o.event_status = 'scheduled'`;

/**
 * Whether an occurrence shows as an entry of its own (`RECURRENCE-ID`): edited on its own, moved, or not
 * as its series is on (its status, its reason or the start it had).
 */
const isOverride = (row: EventRow, template: EventRow) =>
  row.content_id === row.id ||
  row.start_local !== row.recurrence_id ||
  row.event_status !== template.event_status ||
  row.event_status_reason !== template.event_status_reason ||
  row.previous_start_utc !== null;

export interface SeriesData {
  template: EventRow;
  lines: string[];
  startWall: string;
  hidden: string[];
  overrides: EventRow[];
}

export function decodeSeriesFeed([templates = [], rules = [], hidden = [], overrides = []]: Row[][]): Map<
  number,
  SeriesData
> {
  const bySeries = new Map<number, SeriesData>();
  for (const raw of templates) {
    const template = decodeEventRow(raw);
    const rule = rules.find((r) => r.template_id === template.id);
    if (!rule) continue;
    bySeries.set(template.id, {
      template,
      lines: JSON.parse(String(rule.recurrence)) as string[],
      startWall: rule.start_wall as string,
      hidden: [],
      overrides: [],
    });
  }
  for (const row of hidden) bySeries.get(row.series_id as number)?.hidden.push(row.recurrence_id as string);
  for (const raw of overrides) {
    const row = decodeEventRow(raw);
    const data = bySeries.get(row.series_id!);
    if (data && isOverride(row, data.template)) data.overrides.push(row);
  }
  return bySeries;
}

/**
 * When an entry happens, on its zone's wall clock. `allDay` is whether it shows as whole days: a
 * password-protected series' `all_day` is one of its protected fields, so it shows as times (as a
 * protected single event does, `events.ts`).
 */
const whenOf = (
  row: Pick<EventRow, 'timezone' | 'start_local' | 'end_local'>,
  allDay: boolean,
  start = row.start_local!,
): IcsWhen =>
  allDay
    ? { kind: 'days', first: start, last: row.end_local! }
    : { kind: 'zoned', timezone: row.timezone ?? 'UTC', start, end: row.end_local! };

/**
 * The rule as the feed says it: an UNTIL must have the value type of DTSTART (RFC 5545 3.3.10), so a
 * timed series stored with a DATE UNTIL (its last day, on the zone's wall clock) says the UTC instant
 * that day ends at.
 */
function ruleForFeed(rule: RecurrenceRule | null, start: SeriesStart): RecurrenceRule | null {
  if (!rule || start.allDay || rule.until?.kind !== 'date') return rule;
  return { ...rule, until: utcUntil(zonedWallToUtc(`${rule.until.date} 23:59:59`, start.timezone)) };
}

/**
 * Whether a row of a series shows as a password-protected event (its title and dates only): the
 * template when it is, an occurrence when the series is or when it has a password of its own.
 */
type LockedOf = (row: EventRow) => boolean;
/** Whether the reader sees a row's online address now (src/events/fact-keys.ts `showsOnlineUrl`). */
type OnlineOf = (row: EventRow) => boolean;
const lockedIn = (data: SeriesData, locked: LockedOf) => (row: EventRow) =>
  locked(data.template) || (row !== data.template && locked(row));

/** The series' VEVENT and its overrides. A password-protected series or occurrence shows its title only. */
function seriesEntries(data: SeriesData, p: Presentation, lockedOf: LockedOf, online: OnlineOf): IcsEvent[] {
  const { template } = data;
  const isLocked = lockedIn(data, lockedOf);
  const locked = isLocked(template);
  const allDay = Boolean(template.all_day) && !locked;
  const start = {
    wall: data.startWall,
    timezone: template.timezone ?? 'UTC',
    allDay: Boolean(template.all_day),
  };
  const recurrence = parseRecurrence(data.lines, start);
  // Overrides whose instance the rule no longer gives (kept by a schedule change) join as RDATEs. The
  // rule is expanded up to the latest instance an override replaces (a day past it), not to the latest
  // override's start: an occurrence moved before earlier ones would otherwise seem outside the rule.
  const latestRid = data.overrides
    .map((o) => o.recurrence_id!)
    .sort()
    .at(-1);
  const known = latestRid
    ? new Set(
        expandRecurrence(recurrence, start, {
          horizon: new Date(zonedWallToUtc(latestRid, start.timezone).getTime() + DAY_MS),
          limit: 5000,
        }).instances.map((i) => i.rid),
      )
    : new Set<string>();
  const orphans = data.overrides.map((o) => o.recurrence_id!).filter((rid) => !known.has(rid));
  const lines = formatRecurrence(
    {
      rule: ruleForFeed(recurrence.rule, { ...start, allDay }),
      rdates: [...new Set([...recurrence.rdates, ...orphans])].sort(),
      exdates: [...new Set([...recurrence.exdates, ...data.hidden])].sort(),
    },
    { ...start, allDay },
  );
  const uid = `event-${template.id}@${uidHost(p)}`;
  const master = eventEntry(template, p, locked, online(template));
  const entries: IcsEvent[] = [
    {
      ...master,
      uid,
      when: whenOf(template, allDay, template.all_day ? template.start_local! : data.startWall),
      recurrence: lines,
    },
  ];
  for (const override of data.overrides) {
    entries.push({
      ...eventEntry(override, p, isLocked(override), online(override)),
      uid,
      when: whenOf(override, Boolean(override.all_day) && !isLocked(override)),
      // In the form of the series' DTSTART (RFC 5545 3.8.4.4), whatever the occurrence became: an
      // occurrence made all-day or moved to another zone still names the instance it replaces.
      recurrenceId: whenOf(
        { ...template, end_local: override.recurrence_id! },
        allDay,
        override.recurrence_id!,
      ),
    });
  }
  return entries;
}

type ZoneYears = Map<string, [first: number, last: number]>;

/**
 * Adds the zones a series' entries say their times in (its own, and the zone of any occurrence moved
 * to another) to `years`, each with the years its VTIMEZONE covers: from the year before the first
 * time in it to a few years past now.
 */
function addZoneYears(years: ZoneYears, data: SeriesData, now: Date, lockedOf: LockedOf): void {
  const isLocked = lockedIn(data, lockedOf);
  const { template } = data;
  const times = [
    { row: template, wall: data.startWall },
    ...data.overrides.map((row) => ({ row, wall: row.start_local! })),
  ];
  for (const { row, wall } of times) {
    const tz = row.timezone ?? 'UTC';
    if (tz === 'UTC' || (row.all_day && !isLocked(row))) continue;
    const from = Number(wall.slice(0, 4)) - 1;
    const to = Math.max(from + 2, Number(utcToZonedWall(now, tz).slice(0, 4)) + 3);
    const known = years.get(tz);
    years.set(tz, known ? [Math.min(known[0], from), Math.max(known[1], to)] : [from, to]);
  }
}

const vtimezonesOf = (years: ZoneYears) => [...years].map(([tz, [from, to]]) => vtimezoneLines(tz, from, to));

/**
 * One series as a calendar of its own (`/events/{id}.ics` of a template): its VEVENT with the rule and
 * its overrides, as the feed gives them, and the VTIMEZONE they use.
 */
export function seriesCalendar(
  data: SeriesData,
  p: Presentation,
  now: Date,
  locked: LockedOf,
  online: OnlineOf,
): { entries: IcsEvent[]; timezones: string[][] } {
  const years: ZoneYears = new Map();
  addZoneYears(years, data, now, locked);
  return { entries: seriesEntries(data, p, locked, online), timezones: vtimezonesOf(years) };
}

/**
 * The entries of a page of the feed: plain events as they are, and each series once, where its first
 * occurrence in the page is. With the VTIMEZONEs the series use.
 */
export function feedEntries(
  events: EventRow[],
  series: Map<number, SeriesData>,
  p: Presentation,
  now: Date,
  locked: LockedOf,
  online: OnlineOf,
): { entries: IcsEvent[]; timezones: string[][] } {
  const entries: IcsEvent[] = [];
  const emitted = new Set<number>();
  const years: ZoneYears = new Map();
  for (const event of events) {
    const data = event.series_id !== null ? series.get(event.series_id) : undefined;
    if (!data) {
      entries.push(eventEntry(event, p, locked(event), online(event)));
      continue;
    }
    if (emitted.has(event.series_id!)) continue;
    emitted.add(event.series_id!);
    entries.push(...seriesEntries(data, p, locked, online));
    addZoneYears(years, data, now, locked);
  }
  return { entries, timezones: vtimezonesOf(years) };
}
