/**
 * Translation groups (Polylang Pro's `translations`, WPML's `wpml_translations`): the records of one
 * group become one record with a text per language. Its id is the original's: the member in the
 * default language, else the lowest id; the other members' ids become aliases in their language.
 */

import type { Problem } from '../../src/calendars/model';
import type { Lang } from '../../src/lib/languages';
import { toLang } from './languages';

export interface Translatable {
  id: number;
  lang?: string;
  translations?: Record<string, number>;
  kind?: string;
  taxonomy?: string;
}

export interface Group<T> {
  original: T;
  /** Every member with the language of its text, the original first; `withText` false for a second text in one language. */
  members: Array<{ record: T; lang: Lang; withText: boolean }>;
}

class UnionFind {
  private readonly parent = new Map<number, number>();

  find(id: number): number {
    let root = id;
    while ((this.parent.get(root) ?? root) !== root) root = this.parent.get(root)!;
    // Path compression keeps the later finds short.
    let node = id;
    while (node !== root) {
      const next = this.parent.get(node) ?? node;
      this.parent.set(node, root);
      node = next;
    }
    return root;
  }

  union(a: number, b: number) {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent.set(Math.max(ra, rb), Math.min(ra, rb));
  }
}

export function translationGroups<T extends Translatable>(
  records: T[],
  options: { defaultLang: Lang; langMap: Record<string, Lang> },
  problems: Problem[],
): Group<T>[] {
  const byId = new Map(records.map((r) => [r.id, r]));
  const sets = new UnionFind();
  const scope = (r: T) => r.kind ?? r.taxonomy ?? '';
  for (const record of records) {
    for (const memberId of Object.values(record.translations ?? {})) {
      const member = byId.get(memberId);
      if (member && member !== record && scope(member) === scope(record)) sets.union(record.id, memberId);
    }
  }
  const components = new Map<number, T[]>();
  for (const record of records) {
    const root = sets.find(record.id);
    const list = components.get(root);
    if (list) list.push(record);
    else components.set(root, [record]);
  }
  const problemKind = (r: T) => (r.kind ?? 'term') as Problem['kind'];
  const groups: Group<T>[] = [];
  for (const members of components.values()) {
    members.sort((a, b) => a.id - b.id);
    const withLang = members.map((record) => {
      const lang = toLang(record.lang, options.langMap);
      if (record.lang && !lang) {
        problems.push({
          kind: problemKind(record),
          id: record.id,
          reason: `its language "${record.lang}" is none of eu, ca, en, gl, es (use --lang-map): read as ${options.defaultLang}`,
        });
      }
      return { record, lang: lang ?? options.defaultLang, withText: true };
    });
    const original = withLang.find((m) => m.lang === options.defaultLang) ?? withLang[0]!;
    const seen = new Set<Lang>([original.lang]);
    const kept = [original];
    for (const member of withLang) {
      if (member === original) continue;
      const duplicate = seen.has(member.lang);
      if (duplicate) {
        problems.push({
          kind: problemKind(member.record),
          id: member.record.id,
          reason: `a second ${member.lang} text of record ${original.record.id}: its id answers that record, its text is left out`,
        });
      }
      seen.add(member.lang);
      kept.push({ ...member, withText: !duplicate });
    }
    groups.push({ original: original.record, members: kept });
  }
  return groups.sort((a, b) => a.original.id - b.original.id);
}
