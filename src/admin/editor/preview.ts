import { isValidTimeZone } from '../../lib/dates';
import type { Lang } from '../../lib/languages';
import { expandRecurrence, TOO_MANY_OCCURRENCES, TOO_MUCH_WORK } from '../../lib/recurrence/expand';
import { parseRecurrence } from '../../lib/recurrence/parse';
import { RecurrenceError, type SeriesStart } from '../../lib/recurrence/rule';
import { describeRecurrence } from '../../lib/recurrence/words';
import type { Values } from './form';
import { recurrenceLines } from './recurrence';

/**
 * The rule a form asks for, before it is saved: in the API's words (`describeRecurrence`, what
 * `series.description` says) and its first occurrences (`expandRecurrence`, what the API materialises),
 * with the API's limits (1000 occurrences, the expansion's work budget) and the API's messages for a
 * rule it would refuse. Nothing here reads or writes the database.
 */

/** Occurrences a preview lists. */
export const PREVIEW_COUNT = 10;

export interface RulePreview {
  /** The form asks for no repetition. */
  repeats: boolean;
  /** The rule in words, in the app's language. */
  description?: string;
  /** The first occurrences' local starts (`YYYY-MM-DD HH:MM:SS` in the event's zone). */
  next: string[];
  /** Why the API would refuse the rule (its own message), or that the start or zone is not usable. */
  problem?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

export function previewOf(values: Values, lang: Lang, cannot: string): RulePreview {
  const lines = recurrenceLines(values);
  if (lines.length === 0) return { repeats: false, next: [] };
  const day = values.start_day ?? '';
  const allDay = values.all_day === '1';
  const time = allDay || !values.start_time ? '00:00' : values.start_time;
  const timezone = values.timezone ?? '';
  if (!DAY.test(day) || !TIME.test(time) || !isValidTimeZone(timezone))
    return { repeats: true, next: [], problem: cannot };
  const start: SeriesStart = { wall: `${day} ${time}:00`, timezone, allDay };
  try {
    const recurrence = parseRecurrence(lines, start);
    const expansion = expandRecurrence(recurrence, start);
    const description = describeRecurrence(recurrence, start, lang);
    if (expansion.tooMany) return { repeats: true, description, next: [], problem: TOO_MANY_OCCURRENCES };
    if (expansion.exhausted) return { repeats: true, description, next: [], problem: TOO_MUCH_WORK };
    return {
      repeats: true,
      description,
      next: expansion.instances.slice(0, PREVIEW_COUNT).map((i) => i.rid),
    };
  } catch (error) {
    // A date the calendar doesn't have (31 February) is the start's problem, not the rule's.
    return { repeats: true, next: [], problem: error instanceof RecurrenceError ? error.message : cannot };
  }
}
