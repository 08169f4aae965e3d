import { type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import type { AuditEntryView } from '#app/components/admin/audit-list.tsx';
import { CatalogFormSection, CatalogImageField } from '#app/components/admin/record-form.tsx';
import { FieldFor, TextAreaFor } from '#app/components/ui/conform-field.tsx';
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
    <CatalogFormSection
      entity="class"
      heading={record ? 'Edit Class' : 'Create New Class'}
      submitLabel={record ? 'Update Class' : 'Create Class'}
      cancelHref="/admin/classes"
      form={form}
      recordId={record?.id}
      history={history}
    >
      <FieldFor label="Title" field={fields.title} type="text" />
      <FieldFor label="Instructor" field={fields.instructor} type="text" />
      <FieldFor label="Duration" placeholder="60 min" field={fields.duration} type="text" />
      <FieldFor label="Price" placeholder="Rs 500" field={fields.price} type="text" />
      <FieldFor label="Capacity" hint="How many people the class takes." field={fields.capacity} type="number" />
      <FieldFor label="Schedule" placeholder="Mon, Wed, Fri · 7:00 AM" field={fields.schedule} type="text" />
      <div className="md:col-span-2">
        <TextAreaFor label="Description" rows={4} field={fields.description} />
      </div>
      <CatalogImageField hint="JPEG, PNG, WebP or AVIF, up to 10 MB." current={record} />
    </CatalogFormSection>
  );
}
