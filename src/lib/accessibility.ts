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
