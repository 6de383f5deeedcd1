import { sql } from 'drizzle-orm';
import { formatUtcWall } from '../lib/dates';
import { promoteDuePosts } from './publishing';

/** Every write bumps the content generation in its own batch; the edge cache keys on it. */
export const bumpGeneration = () => sql`UPDATE counters SET value = value + 1 WHERE name = 'generation'`;

/** The statements that close every write of posts: due scheduled records are published, the generation moves. */
export const completeWrite = (now: Date) => [...promoteDuePosts(formatUtcWall(now)), bumpGeneration()];
