import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form, Link } from 'react-router';
import { type AuditEntryView, AuditList } from '#app/components/admin/audit-list.tsx';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { Banner } from '#app/components/ui/banner.tsx';
import { Field, TextArea } from '#app/components/ui/field.tsx';
import { useSaving } from '#app/lib/admin/catalog-screen.ts';
import { classSchema } from '#app/lib/schemas/admin/class.ts';

export interface EditableClass {
  id: string;
  title: string;
  instructor: string;
  duration: string;
  price: string;
  capacity: number;
  schedule: string;
  description: string;
  imageUrl: string | null;
}

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

/** 'Create New Class' or 'Edit Class', with the record's history when editing. */
export function ClassForm({
  record,
  history,
  lastResult,
}: {
  record: EditableClass | null;
  history: AuditEntryView[];
  lastResult?: SubmissionResult | null;
}) {
  const saving = useSaving();
  const [form, fields] = useForm({
    id: record ? `class-${record.id}` : 'class-new',
    lastResult,
    constraint: getZodConstraint(classSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: classSchema }),
    defaultValue: record ? { ...record, capacity: String(record.capacity) } : undefined,
  });

  return (
    <section aria-labelledby="class-form-title" className="mb-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-8">
      <h2 id="class-form-title" className="text-2xl font-semibold text-forest-900">
        {record ? 'Edit Class' : 'Create New Class'}
      </h2>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 grid gap-x-6 gap-y-1 md:grid-cols-2">
        <input type="hidden" name="intent" value={record ? 'update' : 'create'} />
        {record ? <input type="hidden" name="id" value={record.id} /> : null}
        {form.errors?.length ? (
          <div className="mb-4 md:col-span-2">
            <Banner tone="error">{form.errors[0]}</Banner>
          </div>
        ) : null}
        <Field label="Title" errors={fields.title.errors} {...getInputProps(fields.title, { type: 'text' })} />
        <Field label="Instructor" errors={fields.instructor.errors} {...getInputProps(fields.instructor, { type: 'text' })} />
        <Field
          label="Duration"
          placeholder="60 min"
          errors={fields.duration.errors}
          {...getInputProps(fields.duration, { type: 'text' })}
        />
        <Field label="Price" placeholder="Rs 500" errors={fields.price.errors} {...getInputProps(fields.price, { type: 'text' })} />
        <Field
          label="Capacity"
          hint="How many people the class takes."
          errors={fields.capacity.errors}
          {...getInputProps(fields.capacity, { type: 'number' })}
        />
        <Field
          label="Schedule"
          placeholder="Mon, Wed, Fri · 7:00 AM"
          errors={fields.schedule.errors}
          {...getInputProps(fields.schedule, { type: 'text' })}
        />
        <div className="md:col-span-2">
          <TextArea label="Description" rows={4} errors={fields.description.errors} {...getTextareaProps(fields.description)} />
        </div>
        <div className="md:col-span-2">
          <Field label="Image" name="image" type="file" accept={IMAGE_TYPES} hint="JPEG, PNG, WebP or AVIF, up to 10 MB." />
          {record?.imageUrl ? (
            <img
              src={record.imageUrl}
              alt={`Current image of ${record.title}`}
              width={200}
              height={150}
              className="mb-4 rounded-lg object-cover"
            />
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3 md:col-span-2">
          <button type="submit" className={buttonClass('primary')} disabled={saving}>
            {saving ? 'Saving...' : record ? 'Update Class' : 'Create Class'}
          </button>
          <Link to="/admin/classes" className={buttonClass('secondary')}>
            Cancel
          </Link>
        </div>
      </Form>
      {record ? (
        <div className="mt-8 border-t border-sand-200 pt-6">
          <AuditList entries={history} />
        </div>
      ) : null}
    </section>
  );
}
