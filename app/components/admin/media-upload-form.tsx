import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form } from 'react-router';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { IMAGE_ACCEPT, IMAGE_FILE_HINT } from '#app/components/admin/record-form.tsx';
import { Banner } from '#app/components/ui/banner.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { useSaving } from '#app/lib/admin/catalog-screen.ts';
import { ALT_TEXT_MAX, mediaUploadSchema } from '#app/lib/schemas/admin/media.ts';

/** 'Add an image': the file and its alt text, both required; the site content's photo slots can then choose it. */
export function MediaUploadForm({ lastResult }: { lastResult?: SubmissionResult | null }) {
  const saving = useSaving();
  const [form, fields] = useForm({
    id: 'media-upload',
    lastResult,
    constraint: getZodConstraint(mediaUploadSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: mediaUploadSchema }),
  });

  return (
    <section aria-labelledby="media-upload-title" className="mb-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-8">
      <h2 id="media-upload-title" className="text-2xl font-semibold text-forest-900">
        Add an image
      </h2>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 grid gap-x-6 gap-y-1 md:grid-cols-2">
        <input type="hidden" name="intent" value="create" />
        {form.errors?.length ? (
          <div className="mb-4 md:col-span-2">
            <Banner tone="error">{form.errors[0]}</Banner>
          </div>
        ) : null}
        <Field
          label="Image"
          hint={`${IMAGE_FILE_HINT} The Site content screen's photo slots can then choose it.`}
          errors={fields.image.errors}
          accept={IMAGE_ACCEPT}
          {...getInputProps(fields.image, { type: 'file' })}
        />
        <Field
          label="Alt text"
          hint={`What the image shows, for visitors who cannot see it (at most ${ALT_TEXT_MAX} characters).`}
          errors={fields.alt.errors}
          {...getInputProps(fields.alt, { type: 'text' })}
        />
        <SubmitButton busy={saving} busyLabel="Uploading..." className={`${buttonClass('primary')} justify-self-start md:col-span-2`}>
          Upload image
        </SubmitButton>
      </Form>
    </section>
  );
}
