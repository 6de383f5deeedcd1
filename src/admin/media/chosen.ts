import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import type { Lang } from '../../lib/languages';
import { apiMessage, callApi } from '../through-api';
import { MEDIA_WORDS } from './words';

/** The library image an editor's `image` field names (a media id), as the picker shows it. */
export interface ChosenImage {
  id: number;
  thumbnail: string;
  width: number;
  height: number;
  /** Its alternative texts, language → text. */
  alts: Record<string, string>;
}

interface MediaJson {
  id: number;
  title?: string;
  url: string;
  width: number;
  height: number;
  sizes: Record<string, { url: string; width: number; height: number }>;
  alt_texts: Record<string, string>;
}

export const mediaIdOf = (value: string | undefined) =>
  value && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : null;

/** The image of media id `value`, read through the API as the caller; null for a URL, none or unknown. */
export async function chosenImage(
  c: Context<AppEnv>,
  value: string | undefined,
): Promise<ChosenImage | null> {
  const id = mediaIdOf(value);
  if (id === null) return null;
  const res = await callApi(c, 'GET', `/media/${id}`);
  if (!res.ok) {
    await res.body?.cancel();
    return null;
  }
  return chosenOf((await res.json()) as MediaJson);
}

function chosenOf(media: MediaJson): ChosenImage {
  const small = media.sizes.thumbnail ?? media.sizes.medium;
  return {
    id: media.id,
    thumbnail: small?.url ?? media.url,
    width: small?.width ?? media.width,
    height: small?.height ?? media.height,
    alts: media.alt_texts ?? {},
  };
}

/**
 * The library image of the record `id` (`GET /media?used_by=`), asked beside the record's own read so that a
 * screen need not wait for the record to learn its image's id; null without one.
 */
export async function imageOfRecord(c: Context<AppEnv>, id: number): Promise<ChosenImage | null> {
  const res = await callApi(c, 'GET', `/media?used_by=${id}&per_page=1`);
  if (!res.ok) {
    await res.body?.cancel();
    return null;
  }
  const [media] = ((await res.json()) as { media?: MediaJson[] }).media ?? [];
  return media ? chosenOf(media) : null;
}

/**
 * Before an event with a library image is saved: an event being published must have an alternative text
 * (the one typed beside the image in the main language, else the image's own). Returns the message to show
 * at the alt-text field, or null to go on. Nothing is written: the text is saved on the image by
 * `saveAltText` once the event is saved, so that the image's change (which touches every record using it,
 * a new version) never makes the event's own save a conflict with itself.
 */
export function altTextRefusal(
  image: ChosenImage,
  typed: string,
  mainLang: Lang,
  publishing: boolean,
  required: string,
): string | null {
  return publishing && typed.trim() === '' && !image.alts[mainLang] ? required : null;
}

/**
 * After the event is saved: the alternative text typed beside its image saved on the image
 * (`PATCH /media/{id}` as the caller) when it differs. Returns the API's reason when refused, else null.
 */
export async function saveAltText(
  c: Context<AppEnv>,
  image: ChosenImage,
  typed: string,
  mainLang: Lang,
): Promise<string | null> {
  const text = typed.trim();
  if (text === '' || text === image.alts[mainLang]) return null;
  const res = await callApi(c, 'PATCH', `/media/${image.id}`, { body: { alt_text: { [mainLang]: text } } });
  const body = await res.json().catch(() => null);
  if (!res.ok) return apiMessage(body) ?? String(res.status);
  image.alts[mainLang] = text;
  return null;
}

/** Back from the upload form: the uploaded image chosen (`?image={id}`), not yet saved on the record. */
export const withUploaded = <V extends Record<string, string>>(c: Context<AppEnv>, values: V): V => {
  const uploaded = mediaIdOf(c.req.query('image'));
  return uploaded === null ? values : { ...values, image: String(uploaded) };
};

/** Why the upload form's upload was refused (`?upload_error=`), when it was. */
export const afterUpload = (c: Context<AppEnv>) => {
  const reason = c.req.query('upload_error');
  return reason && Object.hasOwn(MEDIA_WORDS.en.errors, reason) ? { uploadError: reason } : {};
};

/** A library image found by the picker's search: a link chooses it. */
export interface FoundImage {
  id: number;
  title: string;
  thumbnail: string;
  width: number;
  height: number;
  alt: string;
}

/** At most this many images found are shown (the API's first page). */
const FOUND_PER_PAGE = 12;

/** The library's images whose title, file name or texts match `search` (`GET /media?search=`), as the caller. */
export async function findImages(c: Context<AppEnv>, search: string, lang: Lang): Promise<FoundImage[]> {
  const query = new URLSearchParams({
    search: search.slice(0, 200),
    per_page: String(FOUND_PER_PAGE),
    translation_language: lang,
  });
  const res = await callApi(c, 'GET', `/media?${query}`);
  if (!res.ok) {
    await res.body?.cancel();
    return [];
  }
  const body = (await res.json()) as { media?: MediaJson[] };
  return (body.media ?? []).map((media) => {
    const small = media.sizes.thumbnail ?? media.sizes.medium;
    return {
      id: media.id,
      title: media.title ?? '',
      thumbnail: small?.url ?? media.url,
      width: small?.width ?? media.width,
      height: small?.height ?? media.height,
      alt: media.alt_texts?.[lang] ?? '',
    };
  });
}

/** The picker's library search of this request (`?media_search=`), and what it found. */
export async function librarySearch(c: Context<AppEnv>, lang: Lang) {
  const search = (c.req.query('media_search') ?? '').trim();
  return search === '' ? undefined : { search, found: await findImages(c, search, lang) };
}
