import type { Role } from '../db/schema';

/** A user of the API, identified by an API key. */
export interface User {
  id: number;
  login: string;
  role: Role;
}

/** Who is calling: `null` for anonymous callers. */
export type Caller = User | null;
