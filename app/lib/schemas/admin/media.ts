import { MEDIA_MESSAGES } from '../../admin/media-messages.ts';
import { z } from '../z.ts';
import { ALT_TEXT_MAX, imageUploadSchema } from './gallery.ts';

// The Media library screen's forms: an upload with its alt text, and the delete button on each image.

export { ALT_TEXT_MAX };

export const mediaUploadSchema = imageUploadSchema(MEDIA_MESSAGES);

export const mediaSchemas = {
  create: mediaUploadSchema.extend({ intent: z.literal('create') }),
  delete: z.object({ intent: z.literal('delete'), id: z.string().max(100).default('') }),
};

export type MediaIntent = keyof typeof mediaSchemas;
export type MediaAction = { [K in MediaIntent]: z.output<(typeof mediaSchemas)[K]> }[MediaIntent];
