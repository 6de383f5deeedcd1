/**
 * Hands out slugs unique per kind (or taxonomy) and language, against the database and the import.
 * The slugs the source gives its records are claimed first (`claim`), so a record without one (a
 * WordPress draft: WordPress leaves its slug empty until it is published) never takes the slug of
 * another record of the source, whatever their order: it gets its title's slug, or the first free
 * variant (`-2`, `-3` …), as a write through our API would.
 */
import { uniqueSlug } from '../../src/lib/slug';

export class SlugBook {
  /** scope -> slug -> the id that claimed or took it in this import. */
  private readonly owners = new Map<string, Map<string, number>>();

  /** `existing`: `scope|slug` -> the id holding it in the database (its `base-N` variants included). */
  constructor(private readonly existing: Map<string, number>) {}

  private ownersOf(scope: string): Map<string, number> {
    let owners = this.owners.get(scope);
    if (!owners) {
      owners = new Map();
      this.owners.set(scope, owners);
    }
    return owners;
  }

  /** The source gives `ownerId` this slug: no other record of the import gets it (the first claim wins). */
  claim(scope: string, slug: string, ownerId: number) {
    const owners = this.ownersOf(scope);
    if (slug !== '' && !owners.has(slug)) owners.set(slug, ownerId);
  }

  /** `slug`, or the first free variant of it, for `ownerId` in `scope` (`kind|lang`). */
  take(scope: string, slug: string, ownerId: number): string {
    const owners = this.ownersOf(scope);
    const isTaken = (candidate: string) =>
      (owners.get(candidate) ?? ownerId) !== ownerId ||
      (this.existing.get(`${scope}|${candidate}`) ?? ownerId) !== ownerId;
    const tried: string[] = [];
    let chosen = slug;
    while (isTaken(chosen)) {
      tried.push(chosen);
      chosen = uniqueSlug(slug, tried);
    }
    owners.set(chosen, ownerId);
    return chosen;
  }
}
