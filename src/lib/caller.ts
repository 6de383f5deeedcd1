import type { Role } from '../db/schema';

/** A user of the API, identified by an API key. */
export interface User {
  id: number;
  login: string;
  role: Role;
  /** The prefix of the API key the request came with: `Idempotency-Key`s are scoped to it. */
  keyPrefix?: string;
}

/** Who is calling: `null` for anonymous callers. */
export type Caller = User | null;
