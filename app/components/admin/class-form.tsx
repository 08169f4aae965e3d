import type { SubmissionResult } from '@conform-to/react';
import type { AuditEntryView } from '#app/components/admin/audit-list.tsx';
import { CatalogImageField, RecordFormSection, useRecordForm } from '#app/components/admin/record-form.tsx';
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
  const [form, fields] = useRecordForm(classSchema, {
    id: record ? `class-${record.id}` : 'class-new',
    lastResult,
    defaultValue: record ? { ...record, capacity: String(record.capacity) } : undefined,
  });

  return (
    <RecordFormSection noun="Class" cancelHref="/admin/classes" form={form} recordId={record?.id} history={history} files>
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
    </RecordFormSection>
  );
}
