/** Hands out slugs unique per kind (or taxonomy) and language, against the database and the import. */
import { uniqueSlug } from '../../src/lib/slug';

export class SlugBook {
  private readonly used = new Map<string, Set<string>>();

  /** `existing`: `scope|slug` -> the id holding it in the database. */
  constructor(private readonly existing: Map<string, number>) {}

  /** `slug`, or the first free variant of it, for `ownerId` in `scope` (`kind|lang`). */
  take(scope: string, slug: string, ownerId: number): string {
    let used = this.used.get(scope);
    if (!used) {
      used = new Set();
      this.used.set(scope, used);
    }
    const inScope = used;
    const isTaken = (candidate: string) =>
      inScope.has(candidate) || (this.existing.get(`${scope}|${candidate}`) ?? ownerId) !== ownerId;
    const tried: string[] = [];
    let chosen = slug;
    while (isTaken(chosen)) {
      tried.push(chosen);
      chosen = uniqueSlug(slug, tried);
    }
    used.add(chosen);
    return chosen;
  }
}
