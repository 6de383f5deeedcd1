import { isValidTimeZone } from '../dates';
import type { Lang } from '../languages';
import { expandRecurrence, TOO_MANY_OCCURRENCES, TOO_MUCH_WORK } from './expand';
import { parseRecurrence } from './parse';
import { RecurrenceError, type SeriesStart } from './rule';
import { describeRecurrence } from './words';

/**
 * A rule's preview before it is saved: in the API's words (`describeRecurrence`, what
 * `series.description` says) and its first occurrences (`expandRecurrence`, what the API materialises),
 * with the API's limits (1000 occurrences, the expansion's work budget) and the API's messages for a
 * rule it would refuse. Shared by the editors' app (src/admin/editor/preview.ts) and the public form
 * (src/submissions/). Nothing here reads or writes the database.
 */

/** Occurrences a preview lists. */
export const PREVIEW_COUNT = 10;

export interface RulePreview {
  /** No repetition asked for. */
  repeats: boolean;
  /** The rule in words. */
  description?: string;
  /** The first occurrences' local starts (`YYYY-MM-DD HH:MM:SS` in the event's zone). */
  next: string[];
  /** Why the API would refuse the rule (its own message), or that the start or zone is not usable. */
  problem?: string;
}

export interface PreviewStart {
  day: string;
  /** `HH:MM`, or empty (midnight). */
  time: string;
  timezone: string;
  allDay: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

export function previewRule(lines: string[], at: PreviewStart, lang: Lang, cannot: string): RulePreview {
  if (lines.length === 0) return { repeats: false, next: [] };
  const time = at.allDay || !at.time ? '00:00' : at.time;
  if (!DAY.test(at.day) || !TIME.test(time) || !isValidTimeZone(at.timezone))
    return { repeats: true, next: [], problem: cannot };
  const start: SeriesStart = { wall: `${at.day} ${time}:00`, timezone: at.timezone, allDay: at.allDay };
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
