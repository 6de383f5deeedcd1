import type { RecordKind } from './records-kinds';

/**
 * The fields of each record the app edits, as the API takes them (src/venues/schemas.ts,
 * src/organizers/schemas.ts, src/terms/schemas.ts). The form names a field as the API does, except the
 * name (`venue`, `organizer` or `name` in the API, `name` in the form); translated texts are `{field}_{lang}`.
 */
export type FieldControl = 'text' | 'textarea' | 'url' | 'email' | 'tel' | 'number' | 'checkbox' | 'parent';

export interface FieldSpec {
  /** The form's name (and the API's, but for `name`). */
  name: string;
  control: FieldControl;
  /** One of the API's translatable texts (written per language). */
  translated?: boolean;
  /** The API refuses it empty: left out of the body when empty rather than sent as `""`. */
  omitWhenEmpty?: boolean;
  /** HTML written with the visual editor (browser/rich-text) when JavaScript runs. */
  richText?: boolean;
  autocomplete?: string;
}

const NAME: FieldSpec = { name: 'name', control: 'text', translated: true };
const SLUG: FieldSpec = { name: 'slug', control: 'text', translated: true, omitWhenEmpty: true };
const DESCRIPTION: FieldSpec = { name: 'description', control: 'textarea', translated: true };
/** Venues' and organizers' texts are HTML, as events' (the public pages show them sanitised). */
const RICH_DESCRIPTION: FieldSpec = { ...DESCRIPTION, richText: true };
const EXCERPT: FieldSpec = { name: 'excerpt', control: 'textarea', translated: true, richText: true };
const PHONE: FieldSpec = { name: 'phone', control: 'tel', autocomplete: 'off' };
const WEBSITE: FieldSpec = { name: 'website', control: 'url' };
/** A URL, or the id of a media library image (the API takes either). */
const IMAGE: FieldSpec = { name: 'image', control: 'text' };

export const FIELDS: Readonly<Record<RecordKind, readonly FieldSpec[]>> = {
  venues: [
    NAME,
    SLUG,
    RICH_DESCRIPTION,
    EXCERPT,
    { name: 'address', control: 'text', translated: true },
    { name: 'city', control: 'text', translated: true },
    { name: 'province', control: 'text' },
    { name: 'state', control: 'text' },
    { name: 'zip', control: 'text' },
    { name: 'country', control: 'text' },
    PHONE,
    WEBSITE,
    IMAGE,
    { name: 'geo_lat', control: 'number' },
    { name: 'geo_lng', control: 'number' },
    { name: 'show_map', control: 'checkbox' },
    { name: 'show_map_link', control: 'checkbox' },
  ],
  organizers: [
    NAME,
    SLUG,
    RICH_DESCRIPTION,
    EXCERPT,
    PHONE,
    WEBSITE,
    { name: 'email', control: 'email' },
    IMAGE,
  ],
  categories: [NAME, SLUG, DESCRIPTION, { name: 'parent', control: 'parent' }],
  tags: [NAME, SLUG, DESCRIPTION],
};

export const translatedFields = (kind: RecordKind) => FIELDS[kind].filter((f) => f.translated);

/** The form's name of a field's text in another language. */
export const translatedName = (field: string, lang: string) => `${field}_${lang}`;
