/**
 * The id each source record gets: its own, the one an earlier run gave it, or, where the database holds
 * another record there, a new one after the highest in use (with `--remap`; without it the import is
 * refused). Translation members take their group's id and keep theirs as aliases (groups.ts).
 */
import type { Group } from './groups';
import type { AliasOut } from './import-rows';

/** Whether the database holds an id for this source's record ('ours'), another's ('other'), or nothing. */
export type Taken = (id: number) => 'free' | 'ours' | 'other';

/** `Taken` for the records of `existing`, by where each was imported from. */
export const takenIn =
  (existing: Map<number, { source: string | null }>, origin: string): Taken =>
  (id) => {
    const found = existing.get(id);
    if (!found) return 'free';
    return found.source === origin ? 'ours' : 'other';
  };

/** Refused: the database holds other records with these ids (without `--remap`). */
export class IdConflictError extends Error {
  override name = 'IdConflictError';
  constructor(readonly conflicts: string[]) {
    super(
      `The database already holds other records with ${conflicts.length} of the source's ids (${conflicts.slice(0, 5).join(', ')}${conflicts.length > 5 ? ', …' : ''}). Import into an empty database, or add --remap to give the imported records new ids (their old ids keep working as aliases).`,
    );
  }
}

export class IdAssigner {
  readonly conflicts: string[] = [];
  /** Source id -> our id, where they differ. */
  readonly map: Record<string, number> = {};
  private next: number;

  constructor(
    readonly space: 'post' | 'term',
    readonly taken: Taken,
    readonly remap: boolean,
    maxInUse: number,
    private readonly previous: Record<string, number>,
  ) {
    this.next = maxInUse;
  }

  assign(sourceId: number, what: string): number {
    const remembered = this.previous[String(sourceId)];
    if (remembered !== undefined && this.taken(remembered) !== 'other') {
      this.map[String(sourceId)] = remembered;
      return remembered;
    }
    if (this.taken(sourceId) !== 'other') return sourceId;
    if (!this.remap) {
      this.conflicts.push(`${what} ${sourceId}`);
      return sourceId;
    }
    this.next += 1;
    while (this.taken(this.next) !== 'free') this.next += 1;
    this.map[String(sourceId)] = this.next;
    return this.next;
  }

  /** Keeps new ids above `id` (a source id that stays). */
  reserve(id: number) {
    if (id > this.next) this.next = id;
  }
}

/**
 * Gives each group its id and its members the group's, into `idOf` (source id -> ours); the aliases
 * they leave are added to `aliases`.
 */
export function assignGroupIds<T extends { id: number }>(
  groups: Group<T>[],
  assigner: IdAssigner,
  idOf: Map<number, number>,
  aliases: AliasOut[],
  what: (record: T) => string,
) {
  for (const group of groups) {
    const id = assigner.assign(group.original.id, what(group.original));
    idOf.set(group.original.id, id);
    if (id !== group.original.id) {
      aliases.push({ space: assigner.space, alias_id: group.original.id, target_id: id, lang: null });
    }
    for (const member of group.members) {
      if (member.record === group.original) continue;
      // A member's id becomes an alias: another record of the database there is a conflict (posts).
      if (assigner.space === 'post' && assigner.taken(member.record.id) === 'other' && !assigner.remap)
        assigner.conflicts.push(`${what(member.record)} ${member.record.id}`);
      idOf.set(member.record.id, id);
      aliases.push({ space: assigner.space, alias_id: member.record.id, target_id: id, lang: member.lang });
      if (member.record.id !== id) assigner.map[String(member.record.id)] = id;
    }
  }
}
