import { CatalogImageField, type RecordFormProps, RecordFormSection, useRecordForm } from '#app/components/admin/record-form.tsx';
import { CheckboxFor, FieldFor, TextAreaFor } from '#app/components/ui/conform-field.tsx';
import { PROGRAMME_FIELDS, programmeSchema, questionsText } from '#app/lib/schemas/admin/learning.ts';
import type { ApplicationQuestion } from '#app/lib/training.ts';

/** What the programme form edits of a programme. */
export interface ProgrammeFormRecord {
  id: string;
  slug: string;
  title: string;
  summary: string;
  highlights: string[];
  sortOrder: number;
  active: boolean;
  imageUrl: string | null;
  questions: ApplicationQuestion[];
}

/** 'Create New Programme' or 'Edit Programme', with the programme's history (its batches' changes included) when editing. */
export function ProgrammeForm({ record, history, lastResult }: RecordFormProps<ProgrammeFormRecord>) {
  const [form, fields] = useRecordForm(programmeSchema, {
    id: record ? `programme-${record.id}` : 'programme-new',
    lastResult,
    defaultValue: record
      ? {
          ...record,
          highlights: record.highlights.join('\n'),
          questions: questionsText(record.questions),
          sortOrder: String(record.sortOrder),
        }
      : { sortOrder: '0', active: true },
  });

  return (
    <RecordFormSection noun="Programme" cancelHref="/admin/learning" form={form} recordId={record?.id} history={history} files>
      <FieldFor {...PROGRAMME_FIELDS.title} wide field={fields.title} type="text" />
      <FieldFor {...PROGRAMME_FIELDS.slug} field={fields.slug} type="text" />
      <FieldFor {...PROGRAMME_FIELDS.sortOrder} field={fields.sortOrder} type="number" />
      <TextAreaFor {...PROGRAMME_FIELDS.summary} wide rows={3} field={fields.summary} />
      <TextAreaFor {...PROGRAMME_FIELDS.highlights} wide rows={6} field={fields.highlights} />
      <TextAreaFor {...PROGRAMME_FIELDS.questions} wide rows={4} field={fields.questions} />
      <CheckboxFor {...PROGRAMME_FIELDS.active} field={fields.active} />
      <div />
      <CatalogImageField
        label="Photo"
        hint="JPEG, PNG, WebP or AVIF. Without one, the programme keeps the picture it has."
        current={record ? { title: record.title, imageUrl: record.imageUrl } : null}
      />
    </RecordFormSection>
  );
}
