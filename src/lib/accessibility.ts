import type { Lang } from './languages';

/**
 * The accessibility an event offers, from a small fixed vocabulary (issue 38): the keys the API takes
 * and shows, each one bit of the stored `posts.accessibility` (so a filter on several is one `&`).
 * `schemaOrg` is the value of schema.org's `accessibilityFeature` (its WAI vocabulary) where it has one;
 * the others go to JSON-LD's `additionalProperty`. The order is the order the API lists them in.
 */
export const ACCESSIBILITY = [
  { key: 'step_free_access', schemaOrg: null },
  { key: 'wheelchair_spaces', schemaOrg: null },
  { key: 'induction_loop', schemaOrg: null },
  { key: 'sign_language', schemaOrg: 'signLanguage' },
  { key: 'subtitles', schemaOrg: 'captions' },
  { key: 'audio_description', schemaOrg: 'audioDescription' },
  { key: 'relaxed_performance', schemaOrg: null },
  { key: 'quiet_room', schemaOrg: null },
] as const;

export type AccessibilityKey = (typeof ACCESSIBILITY)[number]['key'];
export const ACCESSIBILITY_KEYS = ACCESSIBILITY.map((a) => a.key) as AccessibilityKey[];

const BIT = new Map(ACCESSIBILITY_KEYS.map((key, i) => [key, 1 << i]));

/** The stored bits of a set of keys. */
export const accessibilityBits = (keys: readonly AccessibilityKey[]): number =>
  keys.reduce((bits, key) => bits | (BIT.get(key) ?? 0), 0);

/** The keys of stored bits, in the vocabulary's order. */
export const accessibilityKeys = (bits: number): AccessibilityKey[] =>
  ACCESSIBILITY_KEYS.filter((key) => (bits & BIT.get(key)!) !== 0);

/** The vocabulary's words in the content languages: pages list them, JSON-LD names the properties it has no value for. */
export const ACCESSIBILITY_LABELS: Record<Lang, Record<AccessibilityKey, string>> = {
  eu: {
    step_free_access: 'Eskailerarik gabeko sarbidea',
    wheelchair_spaces: 'Gurpil-aulkientzako lekuak',
    induction_loop: 'Induzkio-begizta',
    sign_language: 'Zeinu-hizkuntza',
    subtitles: 'Azpitituluak edo gaintituluak',
    audio_description: 'Audiodeskribapena',
    relaxed_performance: 'Emanaldi lasaia',
    quiet_room: 'Gela lasaia',
  },
  ca: {
    step_free_access: 'Accés sense graons',
    wheelchair_spaces: 'Places per a cadires de rodes',
    induction_loop: 'Bucle magnètic',
    sign_language: 'Llengua de signes',
    subtitles: 'Subtítols o sobretítols',
    audio_description: 'Audiodescripció',
    relaxed_performance: 'Funció relaxada',
    quiet_room: 'Sala tranquil·la',
  },
  en: {
    step_free_access: 'Step-free access',
    wheelchair_spaces: 'Wheelchair spaces',
    induction_loop: 'Induction loop',
    sign_language: 'Sign language',
    subtitles: 'Subtitles or surtitles',
    audio_description: 'Audio description',
    relaxed_performance: 'Relaxed performance',
    quiet_room: 'Quiet room',
  },
  gl: {
    step_free_access: 'Acceso sen chanzos',
    wheelchair_spaces: 'Prazas para cadeiras de rodas',
    induction_loop: 'Bucle magnético',
    sign_language: 'Lingua de signos',
    subtitles: 'Subtítulos ou sobretítulos',
    audio_description: 'Audiodescrición',
    relaxed_performance: 'Función relaxada',
    quiet_room: 'Sala tranquila',
  },
  es: {
    step_free_access: 'Acceso sin escalones',
    wheelchair_spaces: 'Plazas para sillas de ruedas',
    induction_loop: 'Bucle magnético',
    sign_language: 'Lengua de signos',
    subtitles: 'Subtítulos o sobretítulos',
    audio_description: 'Audiodescripción',
    relaxed_performance: 'Función relajada',
    quiet_room: 'Sala tranquila',
  },
};

/** "Accessibility", the heading of the list and the name of its note. */
export const ACCESSIBILITY_HEADING: Record<Lang, string> = {
  eu: 'Irisgarritasuna',
  ca: 'Accessibilitat',
  en: 'Accessibility',
  gl: 'Accesibilidade',
  es: 'Accesibilidad',
};
