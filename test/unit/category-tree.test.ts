import { describe, expect, it } from 'vitest';
import { parentChoices } from '../../src/admin/manage/category-tree';

/** The parent menu of the category editor: tree order, depth, without the category and its descendants. */

const cat = (id: number, name: string, parent = 0) => ({ id, name, parent });

describe('parentChoices', () => {
  const tree = [cat(1, 'Music'), cat(2, 'Jazz', 1), cat(3, 'Bebop', 2), cat(4, 'Art'), cat(5, 'Blues', 1)];

  it('lists each category under its parent, by name, with its depth', () => {
    expect(parentChoices(tree).map((c) => `${c.depth}:${c.name}`)).toEqual([
      '0:Art',
      '0:Music',
      '1:Blues',
      '1:Jazz',
      '2:Bebop',
    ]);
  });

  it('leaves out the category itself and everything under it', () => {
    expect(parentChoices(tree, 2).map((c) => c.id)).toEqual([4, 1, 5]);
    expect(parentChoices(tree, 1).map((c) => c.id)).toEqual([4]);
  });

  it('shows a category whose parent is unknown (or itself) at the top, and visits each once', () => {
    const odd = [cat(1, 'Orphan', 99), cat(2, 'Self', 2), cat(3, 'Child', 1)];
    expect(parentChoices(odd).map((c) => `${c.depth}:${c.name}`)).toEqual(['0:Orphan', '1:Child', '0:Self']);
    const loop = [cat(1, 'Top'), cat(2, 'A', 3), cat(3, 'B', 2)];
    expect(parentChoices(loop).map((c) => `${c.depth}:${c.name}`)).toEqual(['0:Top', '0:A', '1:B']);
  });
});
