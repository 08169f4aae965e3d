import { IMAGE_WIDTHS } from '#app/lib/uploaded-image.ts';

// The public storage areas: events', classes' and posts' images, then the room types' photos, the gallery's,
// the learning programmes' and the instructors', and the media library's (the site content's photos).
export const uploadAreas = [
  'event-images',
  'class-images',
  'blog-images',
  'room-images',
  'gallery-images',
  'learning-images',
  'instructor-photos',
  'media-images',
] as const;
export type UploadArea = (typeof uploadAreas)[number];

export { IMAGE_WIDTHS };

/** 'Sunrise Yoga (1).JPG' → 'sunrise-yoga-1': a-z, 0-9 and hyphens, at most 60 characters, 'image' if nothing is left. */
export function safeBaseName(fileName: string): string {
  // Some browsers and clients send a path; only its last part is the name.
  const withoutExtension = fileName.replace(/^.*[/\\]/, '').replace(/\.[^.]*$/, '');
  const safe = withoutExtension
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return safe || 'image';
}

/**
 * The widths an image is stored at: the standard ones below the original, and the original's own width
 * up to the largest, so a 1200 px photo keeps its 1200 px and is never enlarged.
 */
export function widthsFor(originalWidth: number): number[] {
  const largest = Math.min(originalWidth, IMAGE_WIDTHS.at(-1)!);
  return [...IMAGE_WIDTHS.filter((width) => width < largest), largest];
}

let lastStamp = 0;

/** The timestamp that starts an upload's file name, made strictly increasing so two uploads in one millisecond never share a name. */
export function uploadStamp(now: number = Date.now()): number {
  lastStamp = Math.max(now, lastStamp + 1);
  return lastStamp;
}

export function imageKey(area: UploadArea, stamp: number, baseName: string, width: number): string {
  return `${area}/${stamp}-${baseName}-${width}.webp`;
}
