/** A category as the parent menu needs it. */
export interface TreeCategory {
  id: number;
  name: string;
  parent: number;
}

export interface ParentChoice {
  id: number;
  name: string;
  depth: number;
}

/**
 * The categories in tree order (each under its parent, by name), with their depth, leaving out `self`
 * and everything under it (a category can't be its own ancestor). A category whose parent isn't among
 * them is shown at the top level; each is visited once, so a loop in the data can't repeat one (nor hide it).
 */
export function parentChoices(categories: readonly TreeCategory[], self?: number): ParentChoice[] {
  const known = new Set(categories.map((c) => c.id));
  const children = new Map<number, TreeCategory[]>();
  for (const category of categories) {
    const parent = known.has(category.parent) && category.parent !== category.id ? category.parent : 0;
    const list = children.get(parent) ?? [];
    list.push(category);
    children.set(parent, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.name.localeCompare(b.name));
  const out: ParentChoice[] = [];
  const seen = new Set<number>();
  const visit = (root: TreeCategory) => {
    // `under` marks the category itself and its descendants: visited (so never shown later), not listed.
    const stack = [{ category: root, depth: 0, under: false }];
    while (stack.length > 0) {
      const next = stack.pop();
      if (!next || seen.has(next.category.id)) continue;
      seen.add(next.category.id);
      const under = next.under || next.category.id === self;
      if (!under) out.push({ id: next.category.id, name: next.category.name, depth: next.depth });
      const below = children.get(next.category.id) ?? [];
      for (let i = below.length - 1; i >= 0; i--) {
        const category = below[i];
        if (category) stack.push({ category, depth: next.depth + 1, under });
      }
    }
  };
  for (const root of children.get(0) ?? []) visit(root);
  // Categories in a loop of parents have no way up to the top: each loop is shown from its first member.
  for (const category of categories) if (!seen.has(category.id)) visit(category);
  return out;
}
