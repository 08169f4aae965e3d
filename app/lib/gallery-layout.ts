// The gallery shows its ten photos in rows of 3, 4 and 3. Staff may keep more or fewer: the
// pattern repeats (3, 4, 3, 3, 4, 3 …) and the last row holds what is left.
export const GALLERY_ROW_PATTERN = [3, 4, 3] as const;

/** The sizes of the rows for `count` photos, e.g. 10 → [3, 4, 3], 12 → [3, 4, 3, 2], 2 → [2]. */
export function galleryRows(count: number): number[] {
  const rows: number[] = [];
  for (let placed = 0; placed < count;) {
    const size = Math.min(GALLERY_ROW_PATTERN[rows.length % GALLERY_ROW_PATTERN.length]!, count - placed);
    rows.push(size);
    placed += size;
  }
  return rows;
}

/** The items laid out in those rows, each with its place in the whole series (the photo viewer's index). */
export function inGalleryRows<T>(items: readonly T[]): { item: T; index: number }[][] {
  const rows: { item: T; index: number }[][] = [];
  let start = 0;
  for (const size of galleryRows(items.length)) {
    rows.push(items.slice(start, start + size).map((item, offset) => ({ item, index: start + offset })));
    start += size;
  }
  return rows;
}
