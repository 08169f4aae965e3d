import type { SubmissionResult } from '@conform-to/react';
import { FieldFor, TextAreaFor } from '#app/components/ui/conform-field.tsx';
import { NO_EMAIL } from '#app/lib/admin/booking-view.ts';
import type { GuestView } from '#app/lib/admin/guest-view.ts';
import { formatShortDate } from '#app/lib/dates.ts';
import { GUEST_FIELDS, guestProfileSchema } from '#app/lib/schemas/admin/guest.ts';
import type { AuditEntryView } from './audit-list.tsx';
import { RecordFormSection, useRecordForm } from './record-form.tsx';

const editable = (guest: GuestView) => ({
  name: guest.name,
  email: guest.email ?? '',
  phone: guest.phone ?? '',
  dateOfBirth: guest.dateOfBirth ?? '',
  dietaryNeeds: guest.dietaryNeeds ?? '',
  allergies: guest.allergies ?? '',
  emergencyContact: guest.emergencyContact ?? '',
  staffNotes: guest.staffNotes ?? '',
});

/** The profile as staff keep it: every field editable, with the profile's history under it. */
export function GuestProfileForm({
  guest,
  history,
  lastResult,
}: {
  guest: GuestView;
  history: AuditEntryView[];
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useRecordForm(guestProfileSchema, {
    // A save or a merge changes what is stored: the form starts again from it (a refused save keeps what was typed).
    id: `guest-${guest.id}-${guest.updatedAt}`,
    lastResult,
    defaultValue: editable(guest),
  });
  return (
    <RecordFormSection noun="Guest" cancelHref={`/admin/guests/${guest.id}`} form={form} recordId={guest.id} history={history}>
      <FieldFor {...GUEST_FIELDS.name} field={fields.name} type="text" autoComplete="off" />
      <FieldFor {...GUEST_FIELDS.dateOfBirth} field={fields.dateOfBirth} type="date" />
      <FieldFor {...GUEST_FIELDS.email} field={fields.email} type="email" autoComplete="off" />
      <FieldFor {...GUEST_FIELDS.phone} field={fields.phone} type="tel" autoComplete="off" />
      <TextAreaFor {...GUEST_FIELDS.dietaryNeeds} field={fields.dietaryNeeds} rows={2} />
      <TextAreaFor {...GUEST_FIELDS.allergies} field={fields.allergies} rows={2} />
      <FieldFor {...GUEST_FIELDS.emergencyContact} field={fields.emergencyContact} type="text" wide autoComplete="off" />
      <TextAreaFor {...GUEST_FIELDS.staffNotes} field={fields.staffNotes} rows={4} wide />
    </RecordFormSection>
  );
}

/** The profile for a role that may only read it. */
export function GuestProfileFacts({ guest }: { guest: GuestView }) {
  const facts: [string, string | null][] = [
    [GUEST_FIELDS.name.label, guest.name],
    [GUEST_FIELDS.email.label, guest.email ?? NO_EMAIL],
    [GUEST_FIELDS.phone.label, guest.phone],
    [GUEST_FIELDS.dateOfBirth.label, guest.dateOfBirth && formatShortDate(guest.dateOfBirth)],
    [GUEST_FIELDS.dietaryNeeds.label, guest.dietaryNeeds],
    [GUEST_FIELDS.allergies.label, guest.allergies],
    [GUEST_FIELDS.emergencyContact.label, guest.emergencyContact],
    [GUEST_FIELDS.staffNotes.label, guest.staffNotes],
  ];
  return (
    <section aria-label="Profile" className="mb-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-8">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[11rem_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-muted">{label}</dt>
            <dd className="break-words whitespace-pre-line">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
