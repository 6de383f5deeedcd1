/**
 * What every source (a live TEC site, a WordPress export, an iCalendar feed) is read into before it is
 * mapped to our rows: WordPress' own notions (posts with raw fields, terms, users, attachments), one
 * shape whatever the source. Everything here is plain data; the mapping (map/) is pure.
 */
import type { ATTENDANCE_MODES, EVENT_STATUSES, PostKind, Role, Status, Taxonomy } from '../db/schema';

export interface SourceImage {
  id: number;
  url: string;
  width: number;
  height: number;
  /** size name -> { width, height, mime-type, url, ... } as the source gives it */
  sizes: Record<string, Record<string, unknown>>;
  /** Its copy in the media library (the importer brings the images, import/media/): the row is a file. */
  media?: CopiedMedia;
  /** The attachment's alternative text and title, in the site's language (WXR: `_wp_attachment_image_alt`). */
  alt?: string;
  title?: string;
}

/** An image of the source copied into the library: the columns of its `images` row. */
export interface CopiedMedia {
  fileKey: string;
  mime: string;
  bytes: number;
  width: number;
  height: number;
  filename: string;
}

/** A featured image: an attachment of the source, or only a URL (iCalendar ATTACH). */
export type ImageRef = { id: number } | { url: string } | null;

/** Whether an event is on and how it is attended, as the source says (event-facts.ts reads them). */
export interface SourceEventFacts {
  status: (typeof EVENT_STATUSES)[number];
  /** In the language of the event's text. */
  reason: string;
  attendanceMode: (typeof ATTENDANCE_MODES)[number];
  onlineUrl: string;
  onlineUrlVisibleBefore: number | null;
  /** The source showed its online address to signed-in visitors only (no counterpart here). */
  onlyForSignedIn: boolean;
}

/** A category's colours (TEC 6.14's term meta), '' for a colour not set. */
export interface SourceTermColors {
  primary: string;
  secondary: string;
  text: string;
  priority: number;
}

export interface SourceEventFields {
  allDay: boolean;
  /** Wall times in `timezone` and UTC, `YYYY-MM-DD HH:MM:SS`, verbatim from the source. */
  startLocal: string;
  endLocal: string;
  startUtc: string;
  endUtc: string;
  timezone: string;
  /** The cost as the source shows it (TEC's v1 `cost`, its currency included), else as entered. */
  cost: string;
  /**
   * TEC's currency meta of the event (`_EventCurrencySymbol`, `_EventCurrencyCode`,
   * `_EventCurrencyPosition`; '' where the event has none, as TEC shows it); null when the source
   * has no such thing (iCalendar): the cost text says it.
   */
  currency: { symbol: string; code: string; position: string } | null;
  website: string;
  showMap: boolean;
  showMapLink: boolean;
  hideFromListings: boolean;
  sticky: boolean;
  featured: boolean;
  venueIds: number[];
  organizerIds: number[];
  postParent: number;
  /** Its status and attendance, when the source has them (iCalendar: event-facts.ts, icalendarFacts). */
  facts?: SourceEventFacts;
}

export interface SourceSeries {
  /** Canonical recurrence lines, as our API stores and shows them. */
  recurrence: string[];
  /** The local start the rule repeats (`YYYY-MM-DD HH:MM:SS` in the event's zone). */
  startWall: string;
  /** An endless series: every instance up to this UTC wall exists; null when all of them do. */
  horizonUtc: string | null;
}

export interface SourceOccurrence {
  /** The source id of its template. */
  templateId: number;
  /** Its original local start (`YYYY-MM-DD HH:MM:SS`): its identity within the series. */
  recurrenceId: string;
  /** Edited on its own in the source: it keeps its own texts, terms and links (detached). */
  ownContent: boolean;
}

export interface SourceVenueFields {
  address: string;
  city: string;
  country: string;
  province: string;
  state: string;
  zip: string;
  phone: string;
  website: string;
  stateprovince: string;
  lat: number | null;
  lng: number | null;
  showMap: boolean;
  showMapLink: boolean;
}

export interface SourceOrganizerFields {
  phone: string;
  website: string;
  email: string;
}

export interface SourcePost {
  kind: PostKind;
  /** The source's id (a WordPress post id; a number made from the UID for iCalendar). */
  id: number;
  authorId: number;
  /** WordPress statuses; `auto-draft` and `inherit` never get here. */
  status: Status;
  /** Publication date in the site's zone and in UTC; `dateUtc` null when WordPress has none (drafts). */
  dateLocal: string;
  dateUtc: string | null;
  modifiedUtc: string;
  /** Plain text, as WordPress stores it ('' for none). */
  password: string;
  title: string;
  content: string;
  excerpt: string;
  slug: string;
  permalink: string;
  /** The source's `global_id_lineage` (its own `global_id` first); empty when it has none. */
  globalIdLineage: string[];
  image: ImageRef;
  termIds: number[];
  /** Language of the text (a locale or a code) and the other members of its translation group. */
  lang?: string;
  translations?: Record<string, number>;
  event?: SourceEventFields;
  venue?: SourceVenueFields;
  organizer?: SourceOrganizerFields;
  /** The source's own identity when it is not a WordPress id (iCalendar UID + RECURRENCE-ID). */
  uid?: string;
  /** A series template (kind `series`, docs/series.md): its rule and how far its occurrences go. */
  series?: SourceSeries;
  /** An occurrence of a series (kind `event`). */
  occurrence?: SourceOccurrence;
  /** `--since`: not modified since; only named (as a link target), not written. */
  unchanged?: boolean;
}

/** What a reader of another calendar has nothing for in a post (an author, a password, a slug): spread under what it knows. */
export const blankPost = () => ({
  authorId: 0,
  password: '',
  content: '',
  excerpt: '',
  slug: '',
  permalink: '',
  globalIdLineage: [] as string[],
  image: null as ImageRef,
  termIds: [] as number[],
});

export interface SourceTerm {
  id: number;
  taxonomy: Taxonomy;
  parent: number;
  name: string;
  slug: string;
  description: string;
  lang?: string;
  translations?: Record<string, number>;
  permalink: string;
  /** The source's own identity when it is not a WordPress id (an iCalendar category name). */
  uid?: string;
  /** A category's colours, when the source has them. */
  colors?: SourceTermColors;
}

export interface SourceUser {
  id: number;
  login: string;
  role: Role;
  /** Where the role comes from, for the report, when the source does not name it (a WordPress export). */
  roleFrom?: string;
}

export interface SourceSite {
  /** Where the records come from: the site's home URL, or `ics:` + the feed's address. */
  origin: string;
  name: string;
  /** The site's language (a locale, `en_US`) when known. */
  language: string;
  /** The site's time zone: an IANA name or a manual offset (`UTC+2`). */
  timezone: string;
  /** Where the time zone was read (`timezone_string`, `gmt_offset`, the export's dates, `--tz`). */
  timezoneFrom?: string;
  /** The site's own address (WordPress' `home`, an export's `<link>`), when it has one. */
  url?: string;
  /** The currency TEC's JSON-LD names for events without a code of their own (`priceCurrency`). */
  defaultCurrencyCode?: string;
  /** The events' costs are as TEC showed them, the site's currency in them (a live site, not an export). */
  costsAsShown?: boolean;
}

/** A record the source has but that could not be read: by id when known, else counted. */
export interface MissingRecords {
  kind: string;
  ids: number[];
  count: number;
  reason: string;
}

/** Something a source could not give or a record that could not be mapped, and why. */
export interface Problem {
  kind: PostKind | 'term' | 'user' | 'image' | 'site';
  id: number | string;
  reason: string;
}

export interface SourceSet {
  site: SourceSite;
  posts: SourcePost[];
  terms: SourceTerm[];
  users: SourceUser[];
  images: SourceImage[];
  problems: Problem[];
  /** What the source says it has, per kind and status, to check the counts against (dry-run report). */
  totals: Partial<Record<PostKind | Taxonomy, number>>;
  /** Source ids (`uid` or id) of every record the source has, when all were listed (`--prune`). */
  allIds?: Set<string>;
  /** Records the source has that could not be read: the import ends with exit code 3. */
  missing?: MissingRecords[];
  /** How a live site's lists were read (report lines). */
  reading?: ReadingSummary;
  /** What the source has that is no calendar record and is left out, by WordPress post type (an export's pages, menus, templates). */
  leftOut?: Record<string, number>;
}

export const emptySourceSet = (site: SourceSite): SourceSet => ({
  site,
  posts: [],
  terms: [],
  users: [],
  images: [],
  problems: [],
  totals: {},
});

/** How a live site was read, for the report. */
export interface ReadingSummary {
  /** Lists read (optional ones the site offers included). */
  lists: number;
  /** Optional lists the site does not offer. */
  notOffered: string[];
  /** Lists read again because their totals moved while the site was read. */
  readAgain: string[];
  passes: number;
  /** Ids probed by single reads, and how many of them were records that the lists had missed. */
  probed: number;
  foundByProbing: number;
  /** Records found by a door other than TEC's main lists (a list's dropped record, a hidden event). */
  foundElsewhere: number;
}
