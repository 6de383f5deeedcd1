/**
 * What visitors choose an event by, besides its dates and terms (issue 38): whether it is still on, how
 * it is attended, and the days and times the list filters name. Values are the API's, as written.
 */

import { ATTENDANCE_MODES, EVENT_STATUSES } from '../db/schema';
import type { Lang } from './languages';

export { ATTENDANCE_MODES, EVENT_STATUSES };

/**
 * schema.org's `EventStatusType`s (`EVENT_STATUSES`): TEC's free plugin has the first three (it writes
 * `canceled`), schema.org and Google the five.
 */
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Statuses under which a start that moves keeps the one before (`previous_start_date`). */
export const KEEPS_PREVIOUS_START: ReadonlySet<EventStatus> = new Set(['rescheduled', 'postponed']);

export type AttendanceMode = (typeof ATTENDANCE_MODES)[number];

/** Days of the week as the `weekday` filter names them, Monday first (ISO 8601). */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** A day's number as SQLite's `strftime('%w')` gives it (Sunday 0). */
export const sqliteWeekday = (day: Weekday) => String((WEEKDAYS.indexOf(day) + 1) % 7);
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * The parts of the day the `time_of_day` filter names, by the hour an event starts at on its own zone's
 * clock (TEC Filter Bar's buckets: morning 06–12, afternoon 12–17, evening 17–21, night 21–06); `all_day`
 * events are in none of them but their own.
 */
export const TIME_OF_DAY = {
  morning: { from: 6, to: 12 },
  afternoon: { from: 12, to: 17 },
  evening: { from: 17, to: 21 },
  night: { from: 21, to: 6 },
} as const;
export const TIMES_OF_DAY = [
  'all_day',
  ...(Object.keys(TIME_OF_DAY) as Array<keyof typeof TIME_OF_DAY>),
] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** The part of the day an event starting at local wall time `wall` (`YYYY-MM-DD HH:MM:SS`) is in. */
export function timeOfDayOf(wall: string, allDay: boolean): TimeOfDay {
  if (allDay) return 'all_day';
  const hour = Number(wall.slice(11, 13));
  for (const [name, { from, to }] of Object.entries(TIME_OF_DAY)) {
    if (from < to ? hour >= from && hour < to : hour >= from || hour < to) return name as TimeOfDay;
  }
  return 'night';
}

/** Whether an event is still on, in words of the content languages (pages' badges, feeds' descriptions). */
export const STATUS_LABELS: Record<Lang, Record<EventStatus, string>> = {
  eu: {
    scheduled: 'Programatuta',
    cancelled: 'Bertan behera utzita',
    postponed: 'Atzeratuta',
    rescheduled: 'Data aldatuta',
    moved_online: 'Linean egingo da',
  },
  ca: {
    scheduled: 'Programat',
    cancelled: 'Anul·lat',
    postponed: 'Ajornat',
    rescheduled: 'Canvi de data',
    moved_online: 'Ara en línia',
  },
  en: {
    scheduled: 'Scheduled',
    cancelled: 'Cancelled',
    postponed: 'Postponed',
    rescheduled: 'Rescheduled',
    moved_online: 'Moved online',
  },
  gl: {
    scheduled: 'Programado',
    cancelled: 'Cancelado',
    postponed: 'Aprazado',
    rescheduled: 'Cambio de data',
    moved_online: 'Agora en liña',
  },
  es: {
    scheduled: 'Programado',
    cancelled: 'Cancelado',
    postponed: 'Aplazado',
    rescheduled: 'Cambio de fecha',
    moved_online: 'Ahora en línea',
  },
};

/** "Online", before the address to attend at. */
export const ONLINE_LABEL: Record<Lang, string> = {
  eu: 'Linean',
  ca: 'En línia',
  en: 'Online',
  gl: 'En liña',
  es: 'En línea',
};
