import type { Lang } from '../../lib/languages';
import { ca } from './words/ca';
import { en } from './words/en';
import { es } from './words/es';
import { eu } from './words/eu';
import { gl } from './words/gl';
import type { ManageWords } from './words/types';

export type { ManageWords } from './words/types';

/** The words of the administration screens (src/admin/manage/), in each language (./words/). */
export const MANAGE_WORDS: Readonly<Record<Lang, ManageWords>> = { eu, ca, en, gl, es };
