import { MEDIA_MESSAGES } from '../../admin/media-messages.ts';
import { z } from '../z.ts';
import { ALT_TEXT_MAX } from './gallery.ts';

// The Media library screen's forms: an upload with its alt text, and the delete button on each image.

export { ALT_TEXT_MAX };

export const mediaUploadSchema = z.object({
  alt: z
    .string({ error: MEDIA_MESSAGES.altRequired })
    .trim()
    .min(1, MEDIA_MESSAGES.altRequired)
    .max(ALT_TEXT_MAX, `Alt text must be at most ${ALT_TEXT_MAX} characters.`),
  // An empty file input arrives as no value (Conform) or as an empty file (a browser without JavaScript).
  image: z.instanceof(File, { error: MEDIA_MESSAGES.imageRequired }).refine((file) => file.size > 0, MEDIA_MESSAGES.imageRequired),
});

export const mediaSchemas = {
  create: mediaUploadSchema.extend({ intent: z.literal('create') }),
  delete: z.object({ intent: z.literal('delete'), id: z.string().max(100).default('') }),
};

export type MediaIntent = keyof typeof mediaSchemas;
export type MediaAction = { [K in MediaIntent]: z.output<(typeof mediaSchemas)[K]> }[MediaIntent];
