import { Link } from 'react-router';
import { CheckboxFor, FieldFor } from '#app/components/ui/conform-field.tsx';
import { hoursText, type PractitionerAdminView, timeOfMinutes, WEEKDAY_LABELS } from '#app/lib/admin/therapies.ts';
import { PRACTITIONER_FIELDS, practitionerSchema } from '#app/lib/schemas/admin/therapies.ts';
import { buttonClass } from './buttons.ts';
import { type RecordFormProps, RecordFormSection, useRecordForm } from './record-form.tsx';
import { RecordList } from './record-list.tsx';

const cell = 'px-4 py-3 align-top';

/** 'Practitioners (count)': each with title, whether they take appointments, their week and time off ahead. */
export function PractitionerTable({ practitioners }: { practitioners: PractitionerAdminView[] }) {
  return (
    <RecordList
      titleId="practitioners-title"
      title={`Practitioners (${practitioners.length})`}
      empty={practitioners.length === 0 ? 'No practitioners yet: give a staff account the Practitioner role on the Staff screen.' : null}
      columns={['Practitioner', 'Appointments', 'Weekly hours', 'Time off', 'Actions']}
      minWidth="min-w-[56rem]"
    >
      {practitioners.map((person) => (
        <tr key={person.id}>
          <td className={cell}>
            <span className="font-semibold text-forest-900">{person.name}</span>
            <span className="block text-sm text-muted">
              {[person.title, person.doctor ? 'Doctor' : null].filter(Boolean).join(' · ') || person.email}
            </span>
          </td>
          <td className={cell}>{person.takesAppointments ? 'Takes appointments' : 'No new appointments'}</td>
          <td className={cell}>{hoursText(person.hours) || 'No working days set'}</td>
          <td className={cell}>
            {person.timeOff.length === 0 ? 'None' : person.timeOff.map((span) => `${span.from} – ${span.to}`).join(', ')}
          </td>
          <td className={cell}>
            <Link to={`?edit=${person.id}`} className={buttonClass('secondary', 'sm')} aria-label={`Edit ${person.name}`}>
              Edit
            </Link>
          </td>
        </tr>
      ))}
    </RecordList>
  );
}

function defaults(record: PractitionerAdminView | null) {
  const hours = WEEKDAY_LABELS.map((_, weekday) => {
    const day = record?.hours.find((row) => row.weekday === weekday);
    if (!day) return {};
    return {
      start: timeOfMinutes(day.startMinute),
      end: timeOfMinutes(day.endMinute),
      breakStart: day.breakStartMinute === null ? undefined : timeOfMinutes(day.breakStartMinute),
      breakEnd: day.breakEndMinute === null ? undefined : timeOfMinutes(day.breakEndMinute),
    };
  });
  return { title: record?.title ?? '', takesAppointments: record?.takesAppointments === false ? undefined : 'on', hours };
}

/** 'Edit Practitioner': the title guests read, appointments on or off, and one row per weekday. */
export function PractitionerForm({ record, history, lastResult }: RecordFormProps<PractitionerAdminView>) {
  const [form, fields] = useRecordForm(practitionerSchema, {
    id: record ? `practitioner-${record.id}` : 'practitioner-new',
    lastResult,
    defaultValue: defaults(record),
  });
  const days = fields.hours.getFieldList();
  return (
    <RecordFormSection noun="Practitioner" cancelHref="/admin/therapies/practitioners" form={form} recordId={record?.id} history={history}>
      <p className="mb-4 text-lg font-semibold text-forest-900 md:col-span-2">{record?.name}</p>
      <FieldFor {...PRACTITIONER_FIELDS.title} field={fields.title} type="text" />
      <CheckboxFor {...PRACTITIONER_FIELDS.takesAppointments} field={fields.takesAppointments} />
      <p className="mb-2 text-sm text-muted md:col-span-2">
        Weekly hours on the estate’s clock. Leave a day empty when they do not work; a break is optional.
      </p>
      {days.map((day, weekday) => {
        const row = day.getFieldset();
        return (
          <fieldset key={day.key} className="grid grid-cols-2 gap-x-4 border-t border-sand-200 pt-3 md:col-span-2 md:grid-cols-4">
            <legend className="pt-3 text-sm font-semibold text-forest-900">{WEEKDAY_LABELS[weekday]}</legend>
            <FieldFor {...PRACTITIONER_FIELDS.start} field={row.start} type="time" />
            <FieldFor {...PRACTITIONER_FIELDS.end} field={row.end} type="time" />
            <FieldFor {...PRACTITIONER_FIELDS.breakStart} field={row.breakStart} type="time" />
            <FieldFor {...PRACTITIONER_FIELDS.breakEnd} field={row.breakEnd} type="time" />
          </fieldset>
        );
      })}
    </RecordFormSection>
  );
}
