import type { SubmissionResult } from '@conform-to/react';
import { mediaUploadSchema } from '#app/lib/schemas/admin/media.ts';
import { ImageUploadForm } from './image-upload-form.tsx';

/** 'Add an image': the file and its alt text, both required; the site content's photo slots can then choose it. */
export function MediaUploadForm({ lastResult }: { lastResult?: SubmissionResult | null }) {
  return (
    <ImageUploadForm
      words={{
        id: 'media-upload',
        heading: 'Add an image',
        noun: 'image',
        fileHint: "The Site content screen's photo slots can then choose it.",
        button: 'Upload image',
      }}
      schema={mediaUploadSchema}
      lastResult={lastResult}
    />
  );
}
