/**
 * The importer's local state, one folder per source (`.wrangler/import/<source>/` by default):
 *  - `state.json`: the run in progress (its phase, the cursor of every listing window, the chunks
 *    already loaded), the id map, and what the last complete run wrote (for `--since last` and
 *    re-runs that write nothing). Written whole to a temporary file and renamed, so a kill never
 *    leaves half a file.
 *  - `responses.ndjson`: every answer the source gave during the run in progress, one line each,
 *    appended as they come; a killed run reads them back instead of fetching them again (a last line
 *    cut by the kill is cut off the file).
 *  - `preflight.json`: what the database held for the source when the run mapped it. A run stopped
 *    while loading maps again against that, not against the chunks it loaded itself, so it makes the
 *    same chunks and continues with the one it stopped at.
 */
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { CopiedMedia } from '../src/calendars/model';
import type { FetchedPage, PageStore } from './source/fetcher';
import type { Cursor, CursorStore } from './source/listing';

export interface RunState {
  startedAt: string;
  /** What the run reads: the source's arguments, so a different command does not resume this run. */
  plan: string;
  since?: string;
  phase: 'fetch' | 'load';
  /** Digest of the SQL chunks being loaded and how many of them are in D1 already. */
  chunksDigest?: string;
  loadedChunks: number;
}

export interface StateData {
  version: 1;
  source: string;
  run: RunState | null;
  cursors: Record<string, Cursor>;
  /** Source id -> our id, for records that were remapped or merged into a translation group. */
  idMap: { posts: Record<string, number>; terms: Record<string, number> };
  /** The last complete run: when it started (for `--since last`), where it wrote, and the digest of its SQL. */
  lastRun?: { startedAt: string; finishedAt: string; target: string; digest: string };
  /** The site's settings as the last import wrote them (one changed here since is kept). */
  settings?: Record<string, string>;
  /**
   * The image files copied into the media library, per target (`local…`, `remote`): source URL -> the
   * copy. Recorded as each one is in the bucket; a URL found here is not fetched again.
   */
  media?: Record<string, Record<string, CopiedMedia>>;
}

const emptyState = (source: string): StateData => ({
  version: 1,
  source,
  run: null,
  cursors: {},
  idMap: { posts: {}, terms: {} },
});

/** A folder name for a source: its host and path, with anything unusual replaced. */
export const stateFolderName = (source: string) =>
  source
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .slice(0, 120) || 'source';

export class ImportState implements PageStore, CursorStore {
  readonly dir: string;
  data: StateData;
  private readonly pages = new Map<string, FetchedPage>();

  constructor(dir: string, source: string) {
    this.dir = dir;
    mkdirSync(dir, { recursive: true });
    const file = this.file('state.json');
    this.data = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StateData) : emptyState(source);
    if (this.data.run) this.readPages();
  }

  private file(name: string) {
    return path.join(this.dir, name);
  }

  private readPages() {
    const file = this.file('responses.ndjson');
    if (!existsSync(file)) return;
    const text = readFileSync(file, 'utf8');
    // The last line of a killed run may be cut short: it goes (that answer is fetched again), or the
    // next answer appended would be glued to it and lost to the run after.
    const whole = text.slice(0, text.lastIndexOf('\n') + 1);
    if (whole.length < text.length) truncateSync(file, Buffer.byteLength(whole));
    for (const line of whole.split('\n')) {
      if (line === '') continue;
      try {
        const { key, page } = JSON.parse(line) as { key: string; page: FetchedPage };
        this.pages.set(key, page);
      } catch {
        // A line that is not an answer (written by hand, or by a crashed disk) is fetched again.
      }
    }
  }

  /** Starts a run, or continues the unfinished one when it read the same thing. Returns true when resuming. */
  begin(plan: string, since: string | undefined, now: Date): boolean {
    if (this.data.run && this.data.run.plan === plan) return true;
    this.data.run = { startedAt: now.toISOString(), plan, since, phase: 'fetch', loadedChunks: 0 };
    this.data.cursors = {};
    this.pages.clear();
    rmSync(this.file('responses.ndjson'), { force: true });
    rmSync(this.file('preflight.json'), { force: true });
    this.save();
    return false;
  }

  /** Keeps what the database held when this run mapped the source (before its first chunk). */
  savePreflight(value: unknown) {
    const file = this.file('preflight.json');
    writeFileSync(
      `${file}.tmp`,
      JSON.stringify(value, (_, v) => preserve(v)),
    );
    renameSync(`${file}.tmp`, file);
  }

  /** What `savePreflight` kept, when this run had started loading. */
  preflight<T>(): T | undefined {
    const file = this.file('preflight.json');
    if (this.data.run?.phase !== 'load' || !existsSync(file)) return undefined;
    return JSON.parse(readFileSync(file, 'utf8'), (_, v) => restore(v)) as T;
  }

  get run(): RunState {
    if (!this.data.run) throw new Error('No run in progress');
    return this.data.run;
  }

  /**
   * Ends the run: its answers are dropped, what it wrote is remembered. A run that could not read every
   * record (`complete` false) does not move `--since last`: the next one still reads what it missed.
   */
  finish(target: string, now: Date, digest: string, complete = true) {
    const startedAt = complete ? this.run.startedAt : (this.data.lastRun?.startedAt ?? '');
    this.data.lastRun = { startedAt, finishedAt: now.toISOString(), target, digest };
    this.data.run = null;
    this.data.cursors = {};
    this.save();
    rmSync(this.file('responses.ndjson'), { force: true });
    rmSync(this.file('preflight.json'), { force: true });
    this.pages.clear();
  }

  save() {
    const file = this.file('state.json');
    writeFileSync(`${file}.tmp`, JSON.stringify(this.data));
    renameSync(`${file}.tmp`, file);
  }

  get(key: string) {
    return this.pages.get(key);
  }

  put(key: string, page: FetchedPage) {
    this.pages.set(key, page);
    appendFileSync(this.file('responses.ndjson'), `${JSON.stringify({ key, page })}\n`);
  }

  cursor(key: string) {
    return this.data.cursors[key];
  }

  saveCursor(key: string, cursor: Cursor) {
    this.data.cursors[key] = cursor;
    this.save();
  }

  get fetchedPages() {
    return this.pages.size;
  }

  /** Every answer of the run, by request path (what `--record` writes). */
  allPages(): Record<string, FetchedPage> {
    return Object.fromEntries([...this.pages].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }

  /** Pages the listings know of (read and still to read), for the progress line. */
  expectedPages(): number {
    let pages = 0;
    for (const cursor of Object.values(this.data.cursors)) {
      pages +=
        cursor.total === undefined
          ? cursor.offset / cursor.perPage + 1
          : Math.ceil(cursor.total / cursor.perPage) || 1;
    }
    return pages;
  }
}

/** Maps and sets through JSON. */
const preserve = (value: unknown) =>
  value instanceof Map ? { $map: [...value] } : value instanceof Set ? { $set: [...value] } : value;
function restore(value: unknown) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const tagged = value as { $map?: Array<[unknown, unknown]>; $set?: unknown[] };
    if (Array.isArray(tagged.$map) && Object.keys(value).length === 1) return new Map(tagged.$map);
    if (Array.isArray(tagged.$set) && Object.keys(value).length === 1) return new Set(tagged.$set);
  }
  return value;
}
