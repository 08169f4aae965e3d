import { MAX_IMAGE_MB } from '#app/lib/uploaded-image.ts';

// What staff read when an image is refused; the admin screens show it after 'Failed to save …'.
export const UPLOAD_MESSAGES = {
  notImage: 'Only JPEG, PNG, WebP or AVIF images can be uploaded.',
  tooLarge: `Images must be ${MAX_IMAGE_MB} MB or smaller.`,
  unreadable: 'This image could not be read; the file may be damaged. Please try another one.',
  tooManyPixels: 'Images must be at most 50 megapixels (for example 8000 × 6000 pixels).',
  storageFailed: 'The image could not be stored just now. Please try again.',
} as const;

/** The largest image file accepted. */
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;
/** Room for the other fields of an admin form beside its image. */
export const MAX_FORM_BYTES = MAX_IMAGE_BYTES + 1024 * 1024;
/** Decompression-bomb guard: a small file may claim enormous dimensions. */
export const MAX_INPUT_PIXELS = 50_000_000;
