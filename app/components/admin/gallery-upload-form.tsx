import type { SubmissionResult } from '@conform-to/react';
import { galleryUploadSchema } from '#app/lib/schemas/admin/gallery.ts';
import { ImageUploadForm } from './image-upload-form.tsx';

/** 'Add a photo': the file and its alt text, both required; the photo goes last in the gallery. */
export function GalleryUploadForm({ lastResult }: { lastResult?: SubmissionResult | null }) {
  return (
    <ImageUploadForm
      words={{
        id: 'gallery-upload',
        heading: 'Add a photo',
        noun: 'photo',
        fileHint: 'It is added last; move it where it belongs below.',
        button: 'Upload Photo',
      }}
      schema={galleryUploadSchema}
      lastResult={lastResult}
    />
  );
}
