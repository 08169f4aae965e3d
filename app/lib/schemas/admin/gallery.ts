import { GALLERY_MESSAGES } from '../../admin/gallery-messages.ts';
import { z } from '../z.ts';

// The Gallery screen's forms: an upload with its alt text, and the buttons on each photo.

/** Long enough for a sentence that describes a photo; screen readers read alt text in one breath. */
export const ALT_TEXT_MAX = 250;

/** The description a screen reader reads instead of an image: required wherever staff upload one. */
function altTextOf(required: string) {
  return z.string({ error: required }).trim().min(1, required).max(ALT_TEXT_MAX, `Alt text must be at most ${ALT_TEXT_MAX} characters.`);
}

export const altText = altTextOf(GALLERY_MESSAGES.altRequired);

/** An upload of one image with its alt text, each refused in the screen's own words when missing. */
export function imageUploadSchema(messages: { altRequired: string; imageRequired: string }) {
  return z.object({
    alt: altTextOf(messages.altRequired),
    // An empty file input arrives as no value (Conform) or as an empty file (a browser without JavaScript).
    image: z.instanceof(File, { error: messages.imageRequired }).refine((file) => file.size > 0, messages.imageRequired),
  });
}

export const galleryUploadSchema = imageUploadSchema(GALLERY_MESSAGES);

const recordId = z.string().max(100).default('');
/** A button on one photo: its intent and the photo's id. */
const onPhoto = <Intent extends string>(intent: Intent) => z.object({ intent: z.literal(intent), id: recordId });

export const gallerySchemas = {
  create: galleryUploadSchema.extend({ intent: z.literal('create') }),
  'move-up': onPhoto('move-up'),
  'move-down': onPhoto('move-down'),
  hide: onPhoto('hide'),
  show: onPhoto('show'),
  delete: onPhoto('delete'),
};

export type GalleryIntent = keyof typeof gallerySchemas;
export type GalleryAction = { [K in GalleryIntent]: z.output<(typeof gallerySchemas)[K]> }[GalleryIntent];
