import type { Lang } from '../lib/languages';
import { ca } from './ca';
import { en, type MessageKey, type Messages } from './en';
import { es } from './es';
import { eu } from './eu';
import { gl } from './gl';

export type { MessageKey, Messages };

export const MESSAGES: Readonly<Record<Lang, Messages>> = { eu, ca, en, gl, es };

/**
 * Keys whose text is rightly the same in English and in another language (names, codes). Every other
 * key must be translated; the tests hold the dictionaries to that.
 */
export const SAME_AS_ENGLISH: Readonly<Partial<Record<Lang, readonly MessageKey[]>>> = {};

const isKey = (key: string): key is MessageKey => Object.hasOwn(en, key);

/** The text of `key` in `lang`, or `undefined` when the dictionary has no such key. */
export const findMessage = (lang: Lang, key: string): string | undefined =>
  isKey(key) ? MESSAGES[lang][key] : undefined;

/** The text of `key` in `lang`; '' for a key the dictionary lacks (the tests make sure none is). */
export const describe = (lang: Lang, key: string): string => findMessage(lang, key) ?? '';
