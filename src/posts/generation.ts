import { sql } from 'drizzle-orm';

/** Every write bumps the content generation in its own batch; the edge cache keys on it. */
export const bumpGeneration = () => sql`UPDATE counters SET value = value + 1 WHERE name = 'generation'`;
