import type { Status } from '../../db/schema';

/** Words that change with a number: CLDR's `one` and `other` (all five languages have just these). */
export interface Plural {
  one: string;
  other: string;
}

/** The words of the editors' app, in each language. `{name}` marks a value filled in. */
export interface AdminStrings {
  app: string;
  skip: string;
  mainNav: string;
  language: string;
  signedInAs: string;
  login: string;
  password: string;
  signIn: string;
  signOut: string;
  wrongLogin: string;
  tooManySignIns: string;
  events: string;
  newEvent: string;
  venues: string;
  organizers: string;
  categories: string;
  tags: string;
  title: string;
  start: string;
  end: string;
  allDay: string;
  venue: string;
  organizer: string;
  category: string;
  tag: string;
  saveDraft: string;
  publish: string;
  update: string;
  repeat: string;
  statusNav: string;
  all: string;
  /** The statuses' names for lists and tabs (plural: "Drafts"). */
  statuses: Record<Status, string>;
  /** One event's status (singular: "Draft"), wherever one event's status is shown. */
  status1: Record<Status, string>;
  search: string;
  searchEvents: string;
  filters: string;
  filter: string;
  from: string;
  to: string;
  any: string;
  featuredOnly: string;
  sortBy: string;
  byDate: string;
  byTitle: string;
  order: string;
  ascending: string;
  descending: string;
  dates: string;
  status: string;
  author: string;
  view: string;
  untitled: string;
  noEvents: string;
  pageOf: string;
  previous: string;
  next: string;
  items: Plural;
  pages: string;
  bulkActions: string;
  apply: string;
  select: string;
  moveToTrash: string;
  restore: string;
  deletePermanently: string;
  badQuery: string;
  selectAll: string;
  notFound: string;
  notFoundText: string;
  /** A contributor's "Publish": the API makes it pending, as WordPress does. */
  submitForReview: string;
  bulkDone: Plural;
  bulkRefused: string;
  bulkInvalid: string;
  why: { forbidden: string; missing: string; conflict: string; other: string };
}
