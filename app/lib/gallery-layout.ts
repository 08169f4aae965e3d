// SPEC §2: the gallery shows its ten photos in rows of 3, 4 and 3. Staff may keep more or fewer: the
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
