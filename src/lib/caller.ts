import type { Role } from '../db/schema';

/** A user of the API, identified by an API key or a session cookie. */
export interface User {
  id: number;
  login: string;
  role: Role;
  /** The prefix of the API key the request came with: `Idempotency-Key`s are scoped to it. */
  keyPrefix?: string;
  /** How the request was authenticated: an API key, or the editors' app's session cookie. */
  via?: 'key' | 'session';
  /** The key's scope: `submit` reaches `/submissions` only (docs/submissions.md); unset: the role's rights. */
  scope?: 'submit';
  /**
   * The language the user chose for the editors' app (`user_preferences`), read with the key or session:
   * null when none; absent when the lookup did not read it.
   */
  chosenLanguage?: string | null;
}

/** The `user_preferences` name of the editors' app's language a user chose. */
export const LANGUAGE_PREFERENCE = 'interface_language';

/** Who is calling: `null` for anonymous callers. */
export type Caller = User | null;
