import { describe, expect, it } from 'vitest';
import { descendantsAndSelf } from './category-tree';

describe('descendantsAndSelf', () => {
  it('collects a category and everything below it, whatever the order', () => {
    const categories = [
      { id: 'leaf', parentId: 'mid' },
      { id: 'root', parentId: null },
      { id: 'mid', parentId: 'root' },
      { id: 'other', parentId: null },
      { id: 'side', parentId: 'root' },
    ];
    expect([...descendantsAndSelf(categories, 'root')].sort()).toEqual(['leaf', 'mid', 'root', 'side']);
    expect([...descendantsAndSelf(categories, 'mid')].sort()).toEqual(['leaf', 'mid']);
    expect([...descendantsAndSelf(categories, 'other')]).toEqual(['other']);
  });
});
