/**
 * The editor's form as one flat map of field name → text, the same shape whether it was read from the
 * API's event (what was saved), from a submitted form (what the user typed) or kept as the base a form
 * was rendered from: comparing two of them says what the user changed and what someone else changed.
 * Lists are sorted and comma-joined, checkboxes are "1" or "".
 */
export type Values = Record<string, string>;
