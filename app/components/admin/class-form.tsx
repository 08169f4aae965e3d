import { CatalogImageField, type RecordFormProps, RecordFormSection, useRecordForm } from '#app/components/admin/record-form.tsx';
import { FieldFor, TextAreaFor } from '#app/components/ui/conform-field.tsx';
import { type ClassWeeklyTime, DEFAULT_WEEKS_AHEAD, weeklyTimesText } from '#app/lib/class-times.ts';
import { CLASS_FIELDS, classSchema } from '#app/lib/schemas/admin/class.ts';

export interface EditableClass {
  id: string;
  title: string;
  instructor: string;
  duration: string;
  price: string;
  capacity: number;
  schedule: string;
  weeklyTimes: ClassWeeklyTime[];
  weeksAhead: number;
  startsOn: string | null;
  description: string;
  imageUrl: string | null;
}

/** The id of the list of instructors' names the Classes screen renders beside the form. */
export const INSTRUCTOR_NAMES_ID = 'instructor-names';

/** The names the Instructor field offers as staff type. */
export function InstructorNames({ names }: { names: readonly string[] }) {
  return (
    <datalist id={INSTRUCTOR_NAMES_ID}>
      {names.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}

/** 'Create New Class' or 'Edit Class', with the record's history when editing. */
export function ClassForm({ record, history, lastResult }: RecordFormProps<EditableClass>) {
  const [form, fields] = useRecordForm(classSchema, {
    id: record ? `class-${record.id}` : 'class-new',
    lastResult,
    defaultValue: record
      ? {
          ...record,
          capacity: String(record.capacity),
          weeklyTimes: weeklyTimesText(record.weeklyTimes),
          weeksAhead: String(record.weeksAhead),
          startsOn: record.startsOn ?? '',
        }
      : { weeksAhead: String(DEFAULT_WEEKS_AHEAD) },
  });

  return (
    <RecordFormSection noun="Class" cancelHref="/admin/classes" form={form} recordId={record?.id} history={history} files>
      <FieldFor {...CLASS_FIELDS.title} field={fields.title} type="text" />
      <FieldFor {...CLASS_FIELDS.instructor} field={fields.instructor} type="text" list={INSTRUCTOR_NAMES_ID} autoComplete="off" />
      <FieldFor {...CLASS_FIELDS.duration} field={fields.duration} type="text" />
      <FieldFor {...CLASS_FIELDS.price} field={fields.price} type="text" />
      <FieldFor {...CLASS_FIELDS.capacity} field={fields.capacity} type="number" />
      <FieldFor {...CLASS_FIELDS.weeklyTimes} field={fields.weeklyTimes} type="text" />
      <FieldFor {...CLASS_FIELDS.weeksAhead} field={fields.weeksAhead} type="number" />
      <FieldFor {...CLASS_FIELDS.startsOn} field={fields.startsOn} type="date" />
      <FieldFor {...CLASS_FIELDS.schedule} field={fields.schedule} type="text" />
      <TextAreaFor {...CLASS_FIELDS.description} wide rows={4} field={fields.description} />
      <CatalogImageField current={record} />
    </RecordFormSection>
  );
}
