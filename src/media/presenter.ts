import type { Lang } from '../lib/languages';
import { presentMediaImage, textIn, textsOf } from '../posts/media-image';
import type { LanguageTexts } from './schemas';
import type { MediaRow } from './store';

export interface MediaPresentation {
  origin: string;
  apiRoot: string;
  lang: Lang;
  defaultLang: Lang;
}

/**
 * A file of the library: TEC's image object (what `image` of an event shows), then its texts (in the
 * request's language, and all of them), who uploaded it and when.
 */
export function presentMedia(row: MediaRow, p: MediaPresentation) {
  const alt = textsOf(row.alt);
  const caption = textsOf(row.caption);
  return {
    ...presentMediaImage(row, p.origin, p.lang, p.defaultLang),
    caption: textIn(caption, p.lang, p.defaultLang),
    title: row.title,
    filename: row.filename,
    mime_type: row.mime,
    author: row.owner_id === null ? '' : String(row.owner_id),
    date_utc: row.created_utc,
    alt_texts: alt,
    captions: caption,
    ...(row.uses === undefined ? {} : { used_by: row.uses }),
    rest_url: `${p.apiRoot}/media/${row.id}`,
  };
}

/** Texts of several languages after a change: a string sets the request's language; "" removes a language. */
export function mergeTexts(current: Record<string, string>, change: LanguageTexts, lang: Lang) {
  const given: Record<string, string | undefined> = typeof change === 'string' ? { [lang]: change } : change;
  const merged: Record<string, string> = { ...current };
  for (const [language, text] of Object.entries(given)) {
    const trimmed = text?.trim() ?? '';
    if (trimmed) merged[language] = trimmed;
    else delete merged[language];
  }
  return merged;
}
