import { type SQL, sql } from 'drizzle-orm';
import { configFrom } from '../config';
import type { Db } from '../db/client';
import { formatUtcWall } from '../lib/dates';
import type { Lang } from '../lib/languages';
import { insertSubmission } from '../submissions/store';
import { SOURCE_BUDGETS } from './budgets';
import { copiedImage, type ImageAllowance } from './images';
import type { SourceItem, StagedItem } from './items';
import { matchLinked, possibleDuplicate } from './match';
import { type RunError, runError } from './run-errors';
import type { RecordRow, RunCounts, SourceRow } from './store';
import { markSeen, upsertRecord } from './store';
import { type ApiAnswer, type ApiCaller, apiWords, callApi } from './through-api';

/**
 * Writing what a run read (docs/sources.md#what-a-run-writes): each event created or updated through the
 * API's routes with the source's defaults; an unchanged one (same hash) and one the source may not touch again
 * (`never`) cost no write; `keep_local_edits` leaves each field an editor changed since the last import.
 */

/** The fields compared for `keep_local_edits`, as the API shows them. */
const COMPARED = [
  'title',
  'description',
  'excerpt',
  'start_date',
  'end_date',
  'all_day',
  'timezone',
  'cost',
  'website',
  'categories',
  'tags',
  'venue',
  'organizer',
  'event_status',
  'attendance_mode',
  'online_url',
  'image',
] as const;
type Snapshot = Partial<Record<(typeof COMPARED)[number], unknown>>;

// biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read by field
const names = (terms: any) => (Array.isArray(terms) ? terms.map((t) => String(t?.name ?? '')).sort() : []);
// biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read by field
const ids = (linked: any) =>
  (Array.isArray(linked) ? linked : linked && typeof linked === 'object' && 'id' in linked ? [linked] : [])
    .map((l: { id?: unknown }) => Number(l?.id))
    .filter(Number.isFinite)
    .sort();

/** An event as the API answers it, reduced to the fields a source writes. */
// biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read by field
export function snapshotOf(event: any): Snapshot {
  return {
    title: event.title,
    description: event.description,
    excerpt: event.excerpt,
    start_date: event.start_date,
    end_date: event.end_date,
    all_day: event.all_day,
    timezone: event.timezone,
    cost: event.cost,
    website: event.website,
    categories: names(event.categories),
    tags: names(event.tags),
    venue: ids(event.venue),
    organizer: ids(event.organizer),
    event_status: event.event_status,
    attendance_mode: event.attendance_mode,
    online_url: event.online_url,
    image: event.image ? event.image.id || event.image.url : null,
  };
}

export interface WriteStep {
  counts: RunCounts;
  errors: RunError[];
  statements: SQL[];
}

interface Resolved {
  body: Record<string, unknown>;
  venueId: number | null;
}

async function resolved(db: Db, source: SourceRow, item: SourceItem): Promise<Resolved> {
  const venueId = item.venue ? await matchLinked(db, 'venue', item.venue.venue, item.venue.address) : null;
  const organizers: unknown[] = [];
  for (const organizer of item.organizers.slice(0, 10)) {
    const id = await matchLinked(db, 'organizer', organizer.organizer);
    organizers.push(id === null ? organizer : { id });
  }
  if (source.default_organizer !== null && organizers.length === 0)
    organizers.push({ id: source.default_organizer });
  const defaults = (json: string): unknown[] => {
    try {
      const list = JSON.parse(json);
      return Array.isArray(list) ? list : [];
    } catch {
      return [];
    }
  };
  const { uid: _uid, venue, organizers: _organizers, recurrence, image: _image, ...fields } = item;
  const body: Record<string, unknown> = {
    ...fields,
    website: item.website || undefined,
    categories: [...new Set([...item.categories, ...defaults(source.default_categories)])],
    tags: [...new Set([...item.tags, ...defaults(source.default_tags)])],
    venue: venueId !== null ? [venueId] : venue ? [venue] : [],
    organizer: organizers,
    ...(recurrence ? { recurrence } : {}),
  };
  return { body, venueId };
}

/**
 * A new pending event of a source as a submission of its own (submissions' queue: approve publishes it, reject
 * trashes it, and then the source leaves it there): sent by the source, under its name, with no address.
 */
function moderationStatement(source: SourceRow, eventId: number, siteLanguage: Lang): SQL {
  const token = crypto
    .getRandomValues(new Uint8Array(16))
    .reduce((hex, b) => hex + b.toString(16).padStart(2, '0'), '');
  return insertSubmission(eventId, {
    userId: null,
    name: (source.name || source.url).slice(0, 200),
    email: null,
    emailHash: null,
    networkHash: null,
    lang: (source.default_language as Lang | null) ?? siteLanguage,
    tokenHash: `source:${source.id}:${token}`,
    nowUtc: formatUtcWall(new Date()),
  });
}

/** The fields an editor changed since the last import: left out of the update. */
function withoutLocalEdits(body: Record<string, unknown>, imported: Snapshot, current: Snapshot) {
  const kept: Record<string, unknown> = { ...body };
  for (const field of COMPARED) {
    if (!(field in imported)) continue;
    if (JSON.stringify(current[field]) !== JSON.stringify(imported[field])) delete kept[field];
  }
  return kept;
}

/**
 * The item's image as the event's: its copy in the media library (src/sources/images.ts), or none when the
 * source took away an image it had given. A copy that failed is said in the run's history and the event is
 * written without it; when the failure may pass (a timeout, the day's upload quota), the record keeps a hash
 * that is not the item's, so the next run writes the event again and tries the image once more. Returns the
 * hash the record keeps.
 */
async function withImage(
  db: Db,
  caller: ApiCaller,
  source: SourceRow,
  item: SourceItem,
  record: RecordRow | undefined,
  body: Record<string, unknown>,
  hash: string,
  errors: RunError[],
  allowance: ImageAllowance,
): Promise<string> {
  if (!item.image) {
    if (record && importedImage(record) !== null) body.image = null;
    return hash;
  }
  const copy = await copiedImage(db, caller, source, item.image, allowance);
  if ('id' in copy) {
    body.image = copy.id;
    return hash;
  }
  errors.push({
    ...copy.error,
    uid: item.uid,
    message: `${item.title}: ${copy.error.message}`,
    params: { ...copy.error.params, title: item.title },
  });
  return copy.retry ? `${hash}:image` : hash;
}

const importedImage = (record: RecordRow): unknown => {
  try {
    return (JSON.parse(record.imported) as Snapshot).image ?? null;
  } catch {
    return null;
  }
};

const refused = (uid: string, item: SourceItem, answer: ApiAnswer) =>
  runError(
    'event_refused',
    `${item.title}: ${apiWords(answer)}`,
    { title: item.title },
    { uid, detail: apiWords(answer) },
  );

export async function writeItems(
  db: Db,
  caller: ApiCaller,
  source: SourceRow,
  runId: number,
  items: StagedItem[],
  records: Map<string, RecordRow>,
  ignored: Set<string>,
): Promise<WriteStep> {
  const counts: Required<
    Pick<RunCounts, 'created' | 'updated' | 'unchanged' | 'failed' | 'ignored' | 'duplicates'>
  > = {
    created: 0,
    updated: 0,
    unchanged: 0,
    failed: 0,
    ignored: 0,
    duplicates: 0,
  };
  const errors: RunError[] = [];
  const statements: SQL[] = [];
  const seen: string[] = [];
  const images: ImageAllowance = { left: SOURCE_BUDGETS.imagesPerMessage };
  // Each event's record is kept as soon as the API has written it: a step retried after a failure later in it
  // finds the event (same hash: no write), never creates it twice.
  const keep = (...kept: SQL[]) => db.batch(kept);
  const now = () => new Date();
  // Events in the trash (an editor put them there, or rejected them in moderation): left there.
  const recorded = items.map((i) => records.get(i.uid)?.event_id).filter((id): id is number => id != null);
  const trashed = new Set(
    recorded.length === 0
      ? []
      : (
          await db.all<{ id: number }>(
            sql`SELECT id FROM posts WHERE status = 'trash' AND id IN (SELECT value FROM json_each(${JSON.stringify(recorded)}))`,
          )
        ).map((row) => Number(row.id)),
  );
  for (const { uid, hash, item } of items) {
    if (ignored.has(uid)) {
      counts.ignored++;
      continue;
    }
    const record = records.get(uid);
    if (record?.event_id != null && trashed.has(record.event_id)) {
      counts.ignored++;
      seen.push(uid);
      continue;
    }
    if (record?.event_id != null && (record.hash === hash || source.update_authority === 'never')) {
      counts.unchanged++;
      seen.push(uid);
      continue;
    }
    let answer: ApiAnswer;
    try {
      const { body, venueId } = await resolved(db, source, item);
      const kept = await withImage(db, caller, source, item, record, body, hash, errors, images);
      if (record?.event_id != null) {
        let update: Record<string, unknown> = { ...body };
        if (source.update_authority === 'keep_local_edits') {
          const current = await callApi(caller, 'GET', `/events/${record.event_id}`);
          if (current.status === 200)
            update = withoutLocalEdits(body, JSON.parse(record.imported), snapshotOf(current.body));
        }
        answer = await callApi(caller, 'POST', `/events/${record.event_id}`, update);
        if (answer.status === 200) {
          counts.updated++;
          await keep(
            upsertRecord(
              {
                ...record,
                hash: kept,
                imported: snapshotOf(answer.body),
                seen_run_id: runId,
                possible_duplicate_of: null,
              },
              now(),
            ),
          );
          continue;
        }
        if (answer.status !== 404 && answer.status !== 410) {
          counts.failed++;
          errors.push(refused(uid, item, answer));
          seen.push(uid);
          continue;
        }
        // Deleted here for good: the source brings it again, as a new event.
      }
      const duplicate = await possibleDuplicate(db, source.id, item, venueId);
      answer = await callApi(caller, 'POST', '/events', { ...body, status: source.default_status });
      if (answer.status === 201) {
        counts.created++;
        if (duplicate !== null) counts.duplicates++;
        // Pending review: in the moderation queue beside the public's submissions (docs/submissions.md).
        const moderated =
          source.default_status === 'pending'
            ? [moderationStatement(source, Number(answer.body.id), configFrom(caller.env).defaultLanguage)]
            : [];
        await keep(
          ...moderated,
          upsertRecord(
            {
              source_id: source.id,
              uid,
              event_id: Number(answer.body.id),
              hash: kept,
              imported: snapshotOf(answer.body),
              possible_duplicate_of: duplicate,
              seen_run_id: runId,
            },
            now(),
          ),
        );
        continue;
      }
      counts.failed++;
      errors.push(refused(uid, item, answer));
    } catch (error) {
      counts.failed++;
      const words = error instanceof Error ? error.message : String(error);
      errors.push(
        runError('event_refused', `${item.title}: ${words}`, { title: item.title }, { uid, detail: words }),
      );
    }
  }
  if (seen.length > 0) statements.push(markSeen(source.id, runId, seen));
  return { counts, errors, statements };
}
