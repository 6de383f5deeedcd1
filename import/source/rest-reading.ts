/**
 * Reading a live site through every door (rest-doors.ts) until what was read meets what its lists say
 * they hold: every id a door names is read (TEC's single read when no TEC list gave it), lists whose
 * totals are not met are probed for, and lists whose totals moved while the site was read are read
 * again (at most MAX_PASSES times), so a site that changes meanwhile is read again, not half copied.
 * What still can't be read is said, with the ids when known (`missingRecords`).
 */

import type { ReadingSummary } from '../../src/calendars/model';
import type { Fetcher } from './fetcher';
import type { CursorStore, ListRead } from './listing';
import {
  MAX_PASSES,
  missingCount,
  pageJoins,
  probeBudget,
  probeOrder,
  type Shortfall,
  shortfalls,
} from './reconcile';
import {
  type Door,
  type Json,
  RECORD_KINDS,
  type RecordKind,
  readDoor,
  totalNow,
  v1SinglePath,
} from './rest-doors';

/** A record the site has that could not be read: by id when a door named it, else only counted. */
export interface MissingRecord {
  kind: RecordKind;
  ids: number[];
  count: number;
  reason: string;
}

const byKind = <T>(make: () => T): Record<RecordKind, T> =>
  Object.fromEntries(RECORD_KINDS.map((kind) => [kind, make()])) as Record<RecordKind, T>;

const idOf = (item: Json) => Number(item?.id);

export class SiteReading {
  /** TEC's records (terms only WordPress gave stand in for TEC's), by kind and id. */
  readonly v1 = byKind(() => new Map<number, Json>());
  /** WordPress' records (`context=edit`), by kind and id. */
  readonly wp = byKind(() => new Map<number, Json>());
  /** Every id a door named, and the first door that named it. */
  readonly named = byKind(() => new Map<number, string>());
  readonly reads = new Map<string, { door: Door; read: ListRead<Json> }>();
  /** Named ids whose single read failed, and why. */
  private readonly unreadable = byKind(() => new Map<number, string>());
  private readonly probedIds = byKind(() => new Set<number>());
  private stillChanging: Array<{ door: Door; was: number; now: number }> = [];
  readonly summary: ReadingSummary = {
    lists: 0,
    notOffered: [],
    readAgain: [],
    passes: 1,
    probed: 0,
    foundByProbing: 0,
    foundElsewhere: 0,
  };

  constructor(
    private readonly fetcher: Fetcher,
    private readonly cursors: CursorStore,
    readonly doors: Door[],
  ) {}

  /** Reads every door, then the records they named, probes for what the totals still miss, and reads
   * again the lists that changed meanwhile. */
  async read(onStep: (step: string) => void = () => {}) {
    onStep('lists');
    await this.readDoors(this.doors, 1);
    for (let pass = 1; ; pass++) {
      this.summary.passes = pass;
      onStep('records only some lists named');
      await this.readNamed();
      onStep('records the lists missed');
      await this.probe();
      onStep('whether the site changed meanwhile');
      const changed = await this.changedDoors();
      if (changed.length === 0) break;
      if (pass >= MAX_PASSES) {
        this.stillChanging = changed;
        break;
      }
      this.summary.readAgain.push(...changed.map(({ door }) => door.key));
      await this.readDoors(
        changed.map(({ door }) => door),
        pass + 1,
      );
    }
  }

  /**
   * Reads `doors` together and takes their records in the doors' order, whatever order the lists end in:
   * which door first named an id, and the records' order (and so the statements a resumed run cuts into
   * the same chunks), do not depend on the network's timing.
   */
  private async readDoors(doors: Door[], pass: number) {
    const reads = await Promise.all(doors.map((door) => readDoor(this.fetcher, this.cursors, door, pass)));
    doors.forEach((door, i) => {
      this.take(door, reads[i]!, pass);
    });
  }

  private take(door: Door, read: ListRead<Json>, pass: number) {
    this.reads.set(door.key, { door, read });
    if (pass === 1) {
      if (read.offered) this.summary.lists += 1;
      else this.summary.notOffered.push(door.key);
    }
    for (const item of read.items) {
      const id = idOf(item);
      if (!(id > 0)) continue;
      if (!this.named[door.kind].has(id)) this.named[door.kind].set(id, door.key);
      if (door.gives === 'v1') this.v1[door.kind].set(id, item);
      else if (door.gives === 'wp') this.wp[door.kind].set(id, item);
    }
  }

  /** TEC's single read of every named id that no TEC list gave (a term only WordPress has stands as it is). */
  private async readNamed() {
    const wanted: Array<[RecordKind, number]> = [];
    for (const kind of RECORD_KINDS)
      for (const id of this.named[kind].keys())
        if (!this.v1[kind].has(id) && !this.unreadable[kind].has(id)) wanted.push([kind, id]);
    // Asked together, taken in the order asked (as the lists are).
    const pages = await Promise.all(wanted.map(([kind, id]) => this.fetcher.get(v1SinglePath(kind, id))));
    wanted.forEach(([kind, id], i) => {
      const page = pages[i]!;
      if (page.status === 200 && idOf(page.body) === id) {
        this.v1[kind].set(id, page.body);
        this.summary.foundElsewhere += 1;
        return;
      }
      const wp = this.wp[kind].get(id);
      if ((kind === 'category' || kind === 'tag') && wp) {
        this.v1[kind].set(id, wp);
        return;
      }
      const code = (page.body as Json)?.code;
      this.unreadable[kind].set(
        id,
        `${this.named[kind].get(id)} lists it, but TEC's single read answered ${page.status}${code ? ` (${code})` : ''}`,
      );
    });
  }

  private short(): Shortfall[] {
    return shortfalls([...this.reads.values()], this.v1);
  }

  /**
   * Ids not to probe for `kind`: every record and image read (posts share one id space, terms another),
   * and the ids already probed for it (one probed as an event may still be a venue).
   */
  private knownIds(kind: RecordKind): Set<number> {
    const terms = kind === 'category' || kind === 'tag';
    const kinds: RecordKind[] = terms ? ['category', 'tag'] : ['event', 'venue', 'organizer'];
    const known = new Set<number>(this.probedIds[kind]);
    for (const k of kinds) {
      for (const id of this.named[k].keys()) known.add(id);
      for (const id of this.v1[k].keys()) known.add(id);
      if (!terms)
        for (const record of this.v1[k].values()) if (record?.image?.id) known.add(idOf(record.image));
    }
    return known;
  }

  /** Single reads around where the short lists' pages join, until their totals are met or the budget is spent. */
  private async probe() {
    for (const kind of RECORD_KINDS) {
      let short = this.short().filter((s) => s.kind === kind);
      if (short.length === 0) continue;
      const total = Math.max(...short.map((s) => s.total));
      let budget = probeBudget(total) - this.probedIds[kind].size;
      const anchors = short.flatMap((s) => pageJoins(this.reads.get(s.door)!.read, idOf));
      if (anchors.length === 0) anchors.push(Math.max(0, ...this.v1[kind].keys()));
      while (budget > 0 && missingCount(short, kind) > 0) {
        const batch = probeOrder(anchors, this.knownIds(kind), Math.min(budget, 10));
        if (batch.length === 0) break;
        budget -= batch.length;
        this.summary.probed += batch.length;
        for (const id of batch) this.probedIds[kind].add(id);
        // Asked together, taken in the order asked.
        const pages = await Promise.all(batch.map((id) => this.fetcher.get(v1SinglePath(kind, id))));
        batch.forEach((id, i) => {
          const page = pages[i]!;
          if (page.status !== 200 || idOf(page.body) !== id) return;
          this.v1[kind].set(id, page.body);
          this.named[kind].set(id, 'probing');
          this.summary.foundByProbing += 1;
        });
        short = this.short().filter((s) => s.kind === kind);
      }
    }
  }

  /** The lists whose totals are no longer what they were when read (asked anew, one record a page). */
  private async changedDoors(): Promise<Array<{ door: Door; was: number; now: number }>> {
    // In the doors' order (the reads end in any order).
    const checked = this.doors
      .map((door) => this.reads.get(door.key))
      .filter(
        (r): r is { door: Door; read: ListRead<Json> } => !!r && r.read.offered && r.read.total !== undefined,
      );
    const now = await Promise.all(checked.map(({ door }) => totalNow(this.fetcher, door)));
    return checked
      .map(({ door, read }, i) => ({ door, was: read.total!, now: now[i] }))
      .filter((c): c is { door: Door; was: number; now: number } => c.now !== undefined && c.now !== c.was);
  }

  /** What the site has that could not be read: named ids whose reads failed, and totals still not met. */
  missingRecords(): MissingRecord[] {
    const missing: MissingRecord[] = [];
    const short = this.short();
    for (const kind of RECORD_KINDS) {
      const byReason = new Map<string, number[]>();
      for (const [id, reason] of this.unreadable[kind]) {
        if (this.v1[kind].has(id)) continue;
        byReason.set(reason, [...(byReason.get(reason) ?? []), id]);
      }
      for (const [reason, ids] of byReason) missing.push({ kind, ids, count: ids.length, reason });
      const named = [...byReason.values()].reduce((sum, ids) => sum + ids.length, 0);
      const unmet = short
        .filter((s) => s.kind === kind)
        .sort((a, b) => b.total - b.found - (a.total - a.found));
      const worst = unmet[0];
      if (!worst || worst.total - worst.found <= named) continue;
      missing.push({
        kind,
        ids: [],
        count: worst.total - worst.found - named,
        reason: `${worst.door} counts ${worst.total}, ${worst.found} of them were read through every list and ${this.probedIds[kind].size} ids probed: the others were not found`,
      });
    }
    for (const { door, was, now } of this.stillChanging)
      missing.push({
        kind: door.kind,
        ids: [],
        count: Math.abs(now - was),
        reason: `${door.key} kept changing while it was read (${was}, then ${now}, after ${MAX_PASSES} passes): run the import again when the site is quiet`,
      });
    return missing;
  }
}
