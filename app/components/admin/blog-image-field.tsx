import { type InputHTMLAttributes, useEffect, useState } from 'react';
import { Field } from '#app/components/ui/field.tsx';
import { IMAGE_ACCEPT, IMAGE_FILE_HINT } from './record-form.tsx';

function Preview({ src, caption }: { src: string; caption: string }) {
  return (
    <figure className="mt-2">
      <img src={src} alt={caption} className="h-36 w-56 rounded-lg object-cover ring-1 ring-sand-200" />
      <figcaption className="mt-1 text-sm text-muted">{caption}</figcaption>
    </figure>
  );
}

/**
 * The featured image: the stored one, or a preview of the file just chosen. The preview is a blob: URL
 * of the file in the browser, released as soon as another file is chosen or the form closes.
 */
export function BlogImageField({
  currentUrl,
  errors,
  removeName,
  input,
}: {
  currentUrl: string | null;
  errors?: string[];
  removeName: string;
  input: InputHTMLAttributes<HTMLInputElement>;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  return (
    <div>
      <Field
        {...input}
        type="file"
        label="Featured image"
        hint={`${IMAGE_FILE_HINT} Leave empty to keep the current image.`}
        accept={IMAGE_ACCEPT}
        errors={errors}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setPreview(file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null);
        }}
      />
      {preview ? <Preview src={preview} caption="Preview of the new featured image" /> : null}
      {!preview && currentUrl ? (
        <>
          <Preview src={currentUrl} caption="Current featured image" />
          <label className="mt-2 flex min-h-11 items-center gap-3 text-sm font-medium text-forest-900">
            <input type="checkbox" name={removeName} className="size-5 accent-forest-800" />
            Remove the current image
          </label>
        </>
      ) : null}
    </div>
  );
}
