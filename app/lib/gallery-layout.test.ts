import { describe, expect, it } from 'vitest';
import { galleryRows, inGalleryRows } from './gallery-layout.ts';

describe('galleryRows', () => {
  it('lays ten photos out in rows of 3, 4 and 3', () => {
    expect(galleryRows(10)).toEqual([3, 4, 3]);
  });

  it('repeats the pattern for more photos and leaves the rest in a last row', () => {
    expect(galleryRows(11)).toEqual([3, 4, 3, 1]);
    expect(galleryRows(17)).toEqual([3, 4, 3, 3, 4]);
    expect(galleryRows(20)).toEqual([3, 4, 3, 3, 4, 3]);
  });

  it('shows a few photos in one row, and none in no row', () => {
    expect(galleryRows(2)).toEqual([2]);
    expect(galleryRows(5)).toEqual([3, 2]);
    expect(galleryRows(0)).toEqual([]);
  });
});

describe('inGalleryRows', () => {
  it('puts each item in its row with its place in the whole series', () => {
    const rows = inGalleryRows(['a', 'b', 'c', 'd', 'e']);
    expect(rows).toEqual([
      [
        { item: 'a', index: 0 },
        { item: 'b', index: 1 },
        { item: 'c', index: 2 },
      ],
      [
        { item: 'd', index: 3 },
        { item: 'e', index: 4 },
      ],
    ]);
  });
});
