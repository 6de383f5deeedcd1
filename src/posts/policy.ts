import type { Role, Status } from '../db/schema';
import { forbidden, invalidParam, refused as refusedWrite } from '../http/errors';
import type { User } from '../lib/caller';
import { canEdit, EDITOR_ROLES } from './visibility';

const PUBLISHERS: ReadonlySet<Role> = new Set(['administrator', 'editor', 'author']);
const CREATORS: ReadonlySet<Role> = new Set(['administrator', 'editor', 'author', 'contributor']);

export const canManageTerms = (user: User) => EDITOR_ROLES.has(user.role);

/** The status a write ends with: publishers get what they ask (`publish` by default); others are scaled back. */
export function effectiveStatus(user: User, requested: Status | undefined, current?: Status): Status {
  if (requested === undefined) return current ?? (PUBLISHERS.has(user.role) ? 'publish' : 'draft');
  if (PUBLISHERS.has(user.role)) return requested;
  if (requested === 'publish' || requested === 'future' || requested === 'private') return 'pending';
  return requested;
}

/** The status of a new record: as `effectiveStatus`, but nothing is created straight into the trash. */
export function statusForCreate(user: User, requested: Status | undefined): Status {
  if (requested === 'trash') throw invalidParam('status', 'A new record cannot be created in the trash.');
  return effectiveStatus(user, requested);
}

export function assertCanCreate(user: User) {
  if (!CREATORS.has(user.role)) throw forbidden(403);
}

/** Editors change anything; authors their own; contributors their own while it is not published. */
export function assertCanEdit(user: User, record: { author_id: number; status: Status }) {
  if (!canEdit(user, record)) throw forbidden(403);
}

/**
 * A write that reaches several records (a series scope) checks each as if it were written directly
 * (WordPress's rights per post): when one of them is not the caller's to change, the whole write is refused
 * and its answer names them.
 */
export function assertCanEditEach(
  user: User,
  records: readonly { id: number; author_id: number; status: Status }[],
) {
  const refused = records.filter((record) => !canEdit(user, record)).map((record) => record.id);
  if (refused.length === 0) return;
  const named = refused.length > 10 ? `${refused.slice(0, 10).join(', ')}…` : refused.join(', ');
  throw refusedWrite(
    `This write reaches ${refused.length === 1 ? 'a record' : `${refused.length} records`} you may not change (${named}). Nothing was written.`,
    { forbidden_ids: refused.slice(0, 100) },
  );
}

export function assertCanSetAuthor(user: User, authorId: number | undefined) {
  if (authorId !== undefined && authorId !== user.id && !EDITOR_ROLES.has(user.role)) throw forbidden(403);
}

export function assertCanForceDelete(user: User) {
  if (!EDITOR_ROLES.has(user.role)) throw forbidden(403);
}
