import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form } from 'react-router';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { IMAGE_ACCEPT, IMAGE_FILE_HINT } from '#app/components/admin/record-form.tsx';
import { Banner } from '#app/components/ui/banner.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { useSaving } from '#app/lib/admin/catalog-screen.ts';
import { ALT_TEXT_MAX, type imageUploadSchema } from '#app/lib/schemas/admin/gallery.ts';

// One image and its alt text, both required: the gallery's 'Add a photo' and the media library's 'Add an
// image' differ only in their words and where the image goes.

export interface ImageUploadWords {
  /** The form's id, and its heading's. */
  id: string;
  heading: string;
  /** 'photo' or 'image', as the screen calls what it keeps. */
  noun: string;
  /** Where the upload goes, after the file hint. */
  fileHint: string;
  button: string;
}

export function ImageUploadForm({
  words,
  schema,
  lastResult,
}: {
  words: ImageUploadWords;
  schema: ReturnType<typeof imageUploadSchema>;
  lastResult?: SubmissionResult | null;
}) {
  const saving = useSaving();
  const [form, fields] = useForm({
    id: words.id,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const titleId = `${words.id}-title`;
  return (
    <section aria-labelledby={titleId} className="mb-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-8">
      <h2 id={titleId} className="text-2xl font-semibold text-forest-900">
        {words.heading}
      </h2>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 grid gap-x-6 gap-y-1 md:grid-cols-2">
        <input type="hidden" name="intent" value="create" />
        {form.errors?.length ? (
          <div className="mb-4 md:col-span-2">
            <Banner tone="error">{form.errors[0]}</Banner>
          </div>
        ) : null}
        <Field
          label={words.noun[0]!.toUpperCase() + words.noun.slice(1)}
          hint={`${IMAGE_FILE_HINT} ${words.fileHint}`}
          errors={fields.image.errors}
          accept={IMAGE_ACCEPT}
          {...getInputProps(fields.image, { type: 'file' })}
        />
        <Field
          label="Alt text"
          hint={`What the ${words.noun} shows, for visitors who cannot see it (at most ${ALT_TEXT_MAX} characters).`}
          errors={fields.alt.errors}
          {...getInputProps(fields.alt, { type: 'text' })}
        />
        <SubmitButton busy={saving} busyLabel="Uploading..." className={`${buttonClass('primary')} justify-self-start md:col-span-2`}>
          {words.button}
        </SubmitButton>
      </Form>
    </section>
  );
}
