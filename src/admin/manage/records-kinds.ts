import type { Role } from '../../db/schema';

/**
 * The other records the app lists (venues, organizers, categories, tags): where the API keeps them, the
 * key of its list answers, the field that names one, and how the events using one are found.
 */
export const RECORD_KINDS = ['venues', 'organizers', 'categories', 'tags'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export interface KindInfo {
  /** The field of a record that names it. */
  nameField: 'venue' | 'organizer' | 'name';
  /** Venues and organizers: the events list's filter by them (terms carry their own `count`). */
  eventFilter?: 'venue' | 'organizer';
  /** The events list's filter by one of them: what a deletion's page counts, drafts included. */
  usedBy: 'venue' | 'organizer' | 'categories' | 'tags';
  /** Who sees the screen in the navigation (the API decides what each may do). */
  roles: readonly Role[];
}

const LINKED_ROLES: readonly Role[] = ['administrator', 'editor', 'author', 'contributor'];
const TERM_ROLES: readonly Role[] = ['administrator', 'editor'];

export const KINDS: Readonly<Record<RecordKind, KindInfo>> = {
  venues: { nameField: 'venue', eventFilter: 'venue', usedBy: 'venue', roles: LINKED_ROLES },
  organizers: { nameField: 'organizer', eventFilter: 'organizer', usedBy: 'organizer', roles: LINKED_ROLES },
  categories: { nameField: 'name', usedBy: 'categories', roles: TERM_ROLES },
  tags: { nameField: 'name', usedBy: 'tags', roles: TERM_ROLES },
};

export const isRecordKind = (value: string | undefined): value is RecordKind =>
  RECORD_KINDS.some((kind) => kind === value);
