import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { FieldFor } from '#app/components/ui/conform-field.tsx';
import { optionsOf } from '#app/components/ui/select-field.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { addStaffSchema } from '#app/lib/schemas/admin/staff.ts';
import { staffRoleLabels, staffRoles } from '#app/lib/staff-roles.ts';
import { buttonClass } from './buttons.ts';
import { FormErrorBanner, SelectWithError, useRecordForm } from './record-form.tsx';

const roleOptions = optionsOf(staffRoles, (role) => staffRoleLabels[role]);

/** Name, e-mail and role; the server makes the password and shows it once. */
export function StaffAddForm({ lastResult }: { lastResult: SubmissionResult<string[]> | null }) {
  const navigation = useNavigation();
  const adding = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'add';
  const [form, fields] = useRecordForm(addStaffSchema, {
    id: 'staff-add',
    lastResult,
    defaultValue: { role: 'front-desk' },
  });
  return (
    <section aria-labelledby="staff-add-title" className="mb-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-8">
      <h2 id="staff-add-title" className="text-xl font-semibold text-forest-900">
        Add a staff member
      </h2>
      <p className="mt-1 text-sm text-muted">A password is made for them and shown once, here, for you to hand over.</p>
      <FormErrorBanner errors={form.errors} className="mt-4" />
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-x-4 gap-y-2 md:grid-cols-3">
        <input type="hidden" name="intent" value="add" />
        <FieldFor field={fields.name} type="text" label="Name" autoComplete="off" />
        <FieldFor field={fields.email} type="email" label="Email" autoComplete="off" />
        <SelectWithError label="Role" field={fields.role} options={roleOptions} />
        <SubmitButton busy={adding} busyLabel="Adding..." className={`${buttonClass('primary')} justify-self-start md:col-span-3`}>
          Add member
        </SubmitButton>
      </Form>
    </section>
  );
}
