import { type SQL, sql } from 'drizzle-orm';

/** Upper-case letters of the site's languages that SQLite's ASCII-only `lower()` leaves alone. */
const ACCENTED_UPPER = 'ÀÁÂÄÈÉÊËÌÍÎÏÒÓÔÖÙÚÛÜÑÇ';

/**
 * `lower()` extended to those letters, for case-insensitive name comparisons ("MÚSICA" = "música")
 * of venues, organizers and terms. The letters are constants, inlined so they cost no bound parameter.
 */
export function lowerName(value: SQL): SQL {
  let folded = value;
  for (const upper of ACCENTED_UPPER) {
    folded = sql`replace(${folded}, ${sql.raw(`'${upper}', '${upper.toLowerCase()}'`)})`;
  }
  return sql`lower(${folded})`;
}
