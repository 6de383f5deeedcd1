import type { Lang } from '../../lib/languages';
import type { Frame } from '../layout';
import type { ChosenImage, FoundImage } from '../media/chosen';
import type { Choice, ChoiceKind, Searches } from './choices';
import type { Values } from './form';
import type { RulePreview } from './preview';

/**
 * The shapes one rendering of the editor is made of, in a file of their own: the page and its controls
 * both read them.
 */

/** The series this event belongs to, as the API words it, with its next occurrences. */
export interface SeriesView {
  description: string;
  /** The next occurrences' start dates (wall times). */
  next: string[];
  /** An occurrence (not the template): a save asks which occurrences it reaches. */
  isOccurrence: boolean;
}

/** Everything one rendering of the editor shows. */
export interface EditorView {
  frame: Frame;
  /** The event's id; null for a new one. */
  id: number | null;
  /** The event's status as saved (null: new). */
  savedStatus: string | null;
  mainLang: Lang;
  values: Values;
  /** The values the form was rendered from (sent back to tell what the user changed); null: new. */
  base: Values | null;
  etag: string;
  idempotencyKey: string;
  errors: Record<string, string>;
  /** Fields someone else changed, with what they saved, after a 412. */
  theirs: Record<string, string>;
  /** The languages the event has its own text in. */
  translated: Lang[];
  notice?: 'saved';
  /** Another user editing the event now (the post lock, lock.ts), when one is. */
  lock?: { login: string; since: string } | null;
  /** The event's public page (shown as "View event" once published). */
  url?: string;
  /** The site's wall clock now (`YYYY-MM-DD HH:MM:SS`): a publish date after it makes Publish "Schedule". */
  now?: string;
  /** How many revisions the event has (src/admin/revisions/). */
  revisions?: number;
  failure?: { kind: 'conflict' | 'unavailable' | 'invalid' | 'other'; status: number };
  timezones: string[];
  venues: Choice[];
  organizers: Choice[];
  categories: Choice[];
  authors: Choice[] | null;
  /** The series the event belongs to, when it does. */
  series?: SeriesView;
  /** The occurrences a save of an occurrence reaches (this, following, all). */
  scope?: string;
  /** What was typed in each list's search field, how many each search found, the existing tags found. */
  searches: Searches;
  found: Partial<Record<ChoiceKind, number>>;
  foundTags: string[];
  /** The rule the form asks for, previewed before saving ("Preview"). */
  preview?: RulePreview;
  /** The library image the `image` field names, when it names one (its thumbnail is shown). */
  image?: ChosenImage | null;
  /** Why the last upload was refused (`upload_error` of the upload form's redirect). */
  uploadError?: string;
  /** The library search (`?media_search=`) and the images it found. */
  library?: { search: string; found: FoundImage[] };
}
