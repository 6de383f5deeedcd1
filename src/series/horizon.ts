import { sql } from 'drizzle-orm';
import type { Db, Row } from '../db/client';
import { formatUtcWall } from '../lib/dates';
import { expandRecurrence } from '../lib/recurrence/expand';
import { parseRecurrence } from '../lib/recurrence/parse';
import { completeWrite } from '../posts/generation';
import { insertOccurrences, type NewOccurrence, shiftSeriesTermCounts } from './statements';
import { horizonFrom, occurrenceTimes, seriesStartOf, shapeOf } from './times';

/**
 * The scheduled trigger keeps endless series materialised `months` ahead (series.md §2): each run
 * takes the series whose horizon is more than a day behind, oldest first, and adds the instances past
 * their horizon. Bounded per run (series and occurrences) so a run stays well inside D1's and the
 * Worker's per-invocation limits: two round trips, at most `MAX_SERIES` × 5 + 3 statements. Idempotent:
 * an occurrence already there is never added twice, and a series written since it was read (its
 * revision moved) is left for the next run. The content generation moves once, when anything was added.
 */
export const MAX_SERIES = 40;
export const MAX_OCCURRENCES = 4000;
const DAY_MS = 86_400_000;

export interface Extension {
  series: number;
  occurrences: number;
}

export async function extendHorizons(db: Db, now: Date, months: number): Promise<Extension> {
  const horizon = horizonFrom(now, months);
  const due = formatUtcWall(new Date(horizon.getTime() - DAY_MS));
  const dueSeries = sql`SELECT template_id FROM series_rules WHERE horizon_utc IS NOT NULL AND horizon_utc < ${due}
    ORDER BY horizon_utc LIMIT ${MAX_SERIES}`;
  const [rules, existing] = await db.batch<[Row[], Row[]]>([
    sql`SELECT r.template_id, r.recurrence, r.start_wall, r.horizon_utc, r.revision, t.timezone, t.all_day,
        t.start_local, t.end_local, t.start_utc, t.end_utc
      FROM series_rules r JOIN posts t ON t.id = r.template_id WHERE r.template_id IN (${dueSeries})`,
    sql`SELECT series_id, recurrence_id FROM posts WHERE series_id IN (${dueSeries}) AND kind = 'event'`,
  ]);
  const taken = new Set(existing.map((row) => `${row.series_id} ${row.recurrence_id}`));
  const statements = [];
  let added = 0;
  let extended = 0;
  const modified = formatUtcWall(now);
  for (const rule of rules) {
    if (added >= MAX_OCCURRENCES) break;
    const id = rule.template_id as number;
    const shape = shapeOf({
      timezone: (rule.timezone as string | null) ?? 'UTC',
      allDay: Boolean(rule.all_day),
      startLocal: rule.start_local as string,
      endLocal: rule.end_local as string,
      startUtc: rule.start_utc as string,
      endUtc: rule.end_utc as string,
    });
    const start = seriesStartOf(rule.start_wall as string, shape);
    const oldHorizon = new Date(`${String(rule.horizon_utc).replace(' ', 'T')}Z`);
    let expansion: ReturnType<typeof expandRecurrence>;
    try {
      expansion = expandRecurrence(
        parseRecurrence(JSON.parse(String(rule.recurrence)) as string[], start),
        start,
        {
          horizon,
        },
      );
    } catch {
      continue; // a rule the engine no longer reads is left as it is (stored rules were read when written)
    }
    const fresh: NewOccurrence[] = expansion.instances
      .filter((i) => i.start > oldHorizon && !taken.has(`${id} ${i.rid}`))
      .map((i) => ({ rid: i.rid, ...occurrenceTimes(i, shape) }));
    const unchanged = sql`(SELECT revision FROM series_rules WHERE template_id = ${id}) = ${rule.revision as number}`;
    statements.push(
      shiftSeriesTermCounts(id, -1),
      ...insertOccurrences(id, fresh, modified, unchanged),
      sql`UPDATE series_rules SET horizon_utc = ${expansion.complete ? null : formatUtcWall(horizon)}, revision = revision + 1
        WHERE template_id = ${id} AND revision = ${rule.revision as number}`,
      shiftSeriesTermCounts(id, 1),
    );
    added += fresh.length;
    extended += 1;
  }
  if (statements.length > 0) await db.batch([...statements, ...completeWrite(now)]);
  return { series: extended, occurrences: added };
}
