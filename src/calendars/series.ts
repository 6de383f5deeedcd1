/**
 * Recurring events as series (docs/series.md): what the sources share. A TEC Pro site lists every
 * occurrence of a recurring event as an event of its own (with the same title), its first one the
 * parent (`post_parent`) of the others; `groupRecurringEvents` turns each such family back into a
 * series: a new template with the family's content and a rule that gives exactly its dates
 * (`inferRecurrence`), the members its occurrences with their own ids. The iCalendar source builds its
 * series itself (ics.ts).
 */

import { zonedWallToUtc } from '../lib/dates';
import { dayOfIso, weekdayOf } from '../lib/recurrence/days';
import { expandRecurrence } from '../lib/recurrence/expand';
import { formatRecurrence, parseRecurrence, utcText } from '../lib/recurrence/parse';
import {
  MAX_DATES_PER_KIND,
  MAX_OCCURRENCES,
  type Recurrence,
  RecurrenceError,
  type SeriesStart,
  WEEKDAYS,
} from '../lib/recurrence/rule';
import type { OccurrenceTimes } from '../series/times';
import type { SourcePost, SourceSet } from './model';

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/** Whether an occurrence shows what its template shows (else it was edited on its own: detached). */
export function sameContent(post: SourcePost, template: SourcePost): boolean {
  const a = post.event!;
  const b = template.event!;
  return (
    post.title === template.title &&
    post.content === template.content &&
    post.excerpt === template.excerpt &&
    post.password === template.password &&
    JSON.stringify(post.image) === JSON.stringify(template.image) &&
    sameList(post.termIds, template.termIds) &&
    sameList(a.venueIds, b.venueIds) &&
    sameList(a.organizerIds, b.organizerIds) &&
    a.cost === b.cost &&
    a.website === b.website
  );
}

/** How an occurrence of the series named `seriesUid` is named: by its original local start. */
export const occurrenceUid = (seriesUid: string, recurrenceId: string, allDay: boolean) =>
  `${seriesUid}#${allDay ? recurrenceId.slice(0, 10) : recurrenceId.replace(' ', 'T')}`;

/** An occurrence that shows its template's content, at `times`. */
export function occurrenceCopy(
  template: SourcePost,
  id: number,
  uid: string,
  recurrenceId: string,
  times: OccurrenceTimes,
): SourcePost {
  const { series: _rule, ...content } = template;
  return {
    ...content,
    kind: 'event',
    id,
    uid,
    termIds: [...template.termIds],
    event: {
      ...template.event!,
      startLocal: times.start_local,
      endLocal: times.end_local,
      startUtc: times.start_utc,
      endUtc: times.end_utc,
    },
    occurrence: { templateId: template.id, recurrenceId, ownContent: false },
  };
}

// ---------------------------------------------------------------------------------------------
// A rule for a set of dates

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

/** The greatest common step between consecutive values (1 when there is none). */
const stepOf = (values: number[]) => {
  let step = 0;
  for (let i = 1; i < values.length; i++) step = gcd(step, values[i]! - values[i - 1]!);
  return step || 1;
};

const monthIndex = (wall: string) => Number(wall.slice(0, 4)) * 12 + Number(wall.slice(5, 7)) - 1;

/** RRULE candidates that may give `walls` (sorted, all at the start's time of day), simplest first. */
function candidateRules(walls: string[], start: SeriesStart): string[] {
  const days = walls.map(dayOfIso);
  const first = days[0]!;
  const interval = (n: number) => (n > 1 ? `;INTERVAL=${n}` : '');
  const dailyStep = stepOf(days);
  const monday = first - weekdayOf(first);
  const weeklyStep = stepOf([...new Set(days.map((d) => Math.floor((d - monday) / 7)))]);
  const weekdays = [...new Set(days.map(weekdayOf))].sort((a, b) => a - b);
  const monthlyStep = stepOf([...new Set(walls.map(monthIndex))]);
  const dayOfMonth = Number(start.wall.slice(8, 10));
  const weekday = WEEKDAYS[weekdayOf(first)];
  const monthly = `FREQ=MONTHLY${interval(monthlyStep)}`;
  const candidates = [
    dailyStep === 1 ? 'FREQ=DAILY' : '',
    weeklyStep <= 99
      ? `FREQ=WEEKLY${interval(weeklyStep)};BYDAY=${weekdays.map((d) => WEEKDAYS[d]).join(',')}`
      : '',
    monthlyStep % 12 === 0 && monthlyStep / 12 <= 99 ? `FREQ=YEARLY${interval(monthlyStep / 12)}` : '',
    ...(monthlyStep <= 99
      ? [
          `${monthly};BYMONTHDAY=${dayOfMonth}`,
          `${monthly};BYDAY=${Math.ceil(dayOfMonth / 7)}${weekday}`,
          `${monthly};BYDAY=-1${weekday}`,
        ]
      : []),
    dailyStep > 1 && dailyStep <= 99 ? `FREQ=DAILY;INTERVAL=${dailyStep}` : '',
  ];
  return candidates.filter((c) => c !== '');
}

const asRecurrence = (lines: string[], start: SeriesStart): Recurrence | null => {
  try {
    return parseRecurrence(lines, start);
  } catch (err) {
    if (err instanceof RecurrenceError) return null;
    throw err;
  }
};

/** The local starts a recurrence gives (null when it has more than series allow, or needs too much work). */
function startsOf(recurrence: Recurrence, start: SeriesStart): string[] | null {
  const expansion = expandRecurrence(recurrence, start);
  return expansion.tooMany || expansion.exhausted ? null : expansion.instances.map((i) => i.rid);
}

/**
 * Recurrence lines that give exactly the local starts `walls` (sorted; the first is `start.wall`): the
 * simplest RRULE (daily, weekly on the days seen, monthly by day or weekday, yearly) ending at the last
 * date, with EXDATEs for what the rule gives and the dates lack and RDATEs for dates at another time;
 * else the dates themselves as RDATEs. Null when neither fits in a series (1000 occurrences, 500 dates).
 */
export function inferRecurrence(walls: readonly string[], start: SeriesStart): string[] | null {
  const wanted = new Set(walls);
  const time = start.wall.slice(11);
  const onTime = walls.filter((w) => w.slice(11) === time);
  const offTime = walls.filter((w) => w.slice(11) !== time);
  const last = onTime[onTime.length - 1]!;
  const until = start.allDay
    ? last.slice(0, 10).replaceAll('-', '')
    : utcText(zonedWallToUtc(last, start.timezone));
  let best: Recurrence | null = null;
  let fewest = Number.POSITIVE_INFINITY;
  if (onTime.length > 2) {
    for (const rule of candidateRules(onTime, start)) {
      const recurrence = asRecurrence([`RRULE:${rule};UNTIL=${until}`], start);
      const given = recurrence && startsOf(recurrence, start);
      if (!recurrence || !given) continue;
      const givenSet = new Set(given);
      if (!onTime.every((w) => givenSet.has(w))) continue;
      const exdates = given.filter((w) => !wanted.has(w));
      // Fewest EXDATEs first, then the shorter rule (every other day rather than four weekdays).
      const cost = exdates.length * 1000 + rule.length;
      if (cost < fewest && exdates.length <= MAX_DATES_PER_KIND && exdates.length < onTime.length) {
        best = { ...recurrence, exdates, rdates: offTime };
        fewest = cost;
      }
    }
  }
  const candidates: Recurrence[] = [
    ...(best ? [best] : []),
    { rule: null, rdates: walls.slice(1), exdates: [] },
  ];
  for (const candidate of candidates) {
    if (candidate.rdates.length > MAX_DATES_PER_KIND || walls.length > MAX_OCCURRENCES) continue;
    const lines = formatRecurrence(candidate, start);
    const recurrence = asRecurrence(lines, start);
    const given = recurrence && startsOf(recurrence, start);
    if (given && sameList(given, [...wanted].sort())) return lines;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// TEC Pro families

/**
 * Groups each TEC Pro family (a first occurrence and the events whose `post_parent` it is, all with its
 * title: other titles make sub-events, which TEC has without Pro) into a series: a template (a
 * provisional negative id named `series:<first id>`, given its id by uids.ts) put before the family,
 * and the members marked as its occurrences. Families that can't be a series (other zones,
 * translations, dates no rule gives) stay events linked by `post_parent`, with a note.
 */
export function groupRecurringEvents(source: SourceSet): void {
  // A `--since` run has the changed events only: no family is whole (map/post-rows.ts leaves series alone).
  if (source.posts.some((p) => p.unchanged)) return;
  const events = new Map(source.posts.filter((p) => p.kind === 'event' && p.event).map((p) => [p.id, p]));
  const families = new Map<number, SourcePost[]>();
  for (const post of events.values()) {
    const parent = events.get(post.event!.postParent);
    if (!parent || parent.event!.postParent !== 0) continue;
    const family = families.get(parent.id);
    if (family) family.push(post);
    else families.set(parent.id, [post]);
  }
  let nextId = Math.min(0, ...source.posts.map((p) => p.id));
  const templates = new Map<number, SourcePost>();
  for (const [parentId, children] of families) {
    const parent = events.get(parentId)!;
    // TEC's own sub-events (a festival and its parade) have titles of their own: not a recurrence.
    if (children.some((child) => child.title !== parent.title)) continue;
    const members = [parent, ...children].sort((a, b) => (a.event!.startUtc < b.event!.startUtc ? -1 : 1));
    const first = members[0]!;
    const reason = familyProblem(members);
    const start: SeriesStart = {
      wall: first.event!.allDay
        ? `${first.event!.startLocal.slice(0, 10)} 00:00:00`
        : first.event!.startLocal,
      timezone: first.event!.timezone,
      allDay: first.event!.allDay,
    };
    const walls = members.map((m) =>
      start.allDay ? `${m.event!.startLocal.slice(0, 10)} 00:00:00` : m.event!.startLocal,
    );
    const lines = reason ? null : inferRecurrence(walls, start);
    if (!lines) {
      source.problems.push({
        kind: 'event',
        id: parentId,
        reason: `recurring: its ${members.length} occurrences are not a series here (${reason ?? 'no rule gives their dates'}): imported as events linked to ${parentId}`,
      });
      continue;
    }
    const template: SourcePost = {
      ...parent,
      kind: 'series',
      id: --nextId,
      uid: `series:${parentId}`,
      globalIdLineage: [],
      modifiedUtc: members
        .map((m) => m.modifiedUtc)
        .sort()
        .at(-1)!,
      unchanged: members.every((m) => m.unchanged),
      termIds: [...parent.termIds],
      event: {
        ...parent.event!,
        startLocal: first.event!.startLocal,
        endLocal: first.event!.endLocal,
        startUtc: first.event!.startUtc,
        endUtc: first.event!.endUtc,
        postParent: 0,
      },
      series: { recurrence: lines, startWall: start.wall, horizonUtc: null },
    };
    for (const [i, member] of members.entries()) {
      member.occurrence = {
        templateId: template.id,
        recurrenceId: walls[i]!,
        ownContent: !sameContent(member, parent),
      };
      member.event!.postParent = 0;
    }
    templates.set(parentId, template);
    source.allIds?.add(template.uid!);
  }
  if (templates.size === 0) return;
  source.posts = source.posts.flatMap((post) => {
    const template = templates.get(post.id);
    return template ? [template, post] : [post];
  });
}

/** Why a family can't be one series, or null. */
function familyProblem(members: SourcePost[]): string | null {
  const first = members[0]!.event!;
  if (members.some((m) => m.event!.timezone !== first.timezone || m.event!.allDay !== first.allDay))
    return 'its occurrences have different time zones or all-day flags';
  if (members.some((m) => m.translations && Object.keys(m.translations).length > 1))
    return 'recurring events with translations are not grouped';
  if (members.length > MAX_OCCURRENCES) return `more than ${MAX_OCCURRENCES} occurrences`;
  const starts = new Set(members.map((m) => m.event!.startLocal));
  if (starts.size !== members.length) return 'two of its occurrences start at the same time';
  return null;
}
