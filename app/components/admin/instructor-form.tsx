import { CatalogImageField, type RecordFormProps, RecordFormSection, useRecordForm } from '#app/components/admin/record-form.tsx';
import { FieldFor, TextAreaFor } from '#app/components/ui/conform-field.tsx';
import { INSTRUCTOR_FIELDS, instructorSchema } from '#app/lib/schemas/admin/instructor.ts';

export interface EditableInstructor {
  id: string;
  name: string;
  bio: string;
  imageUrl: string | null;
}

/** 'Create New Instructor' or 'Edit Instructor', with the record's history when editing. */
export function InstructorForm({ record, history, lastResult }: RecordFormProps<EditableInstructor>) {
  const [form, fields] = useRecordForm(instructorSchema, {
    id: record ? `instructor-${record.id}` : 'instructor-new',
    lastResult,
    defaultValue: record ?? undefined,
  });

  return (
    <RecordFormSection noun="Instructor" cancelHref="/admin/instructors" form={form} recordId={record?.id} history={history} files>
      <FieldFor {...INSTRUCTOR_FIELDS.name} field={fields.name} type="text" />
      <TextAreaFor {...INSTRUCTOR_FIELDS.bio} wide rows={4} field={fields.bio} />
      <CatalogImageField label="Photo" current={record ? { title: record.name, imageUrl: record.imageUrl } : null} />
    </RecordFormSection>
  );
}
