import { Form, useNavigation } from 'react-router';
import { formatDayMonthYear, todayIn } from '#app/lib/dates.ts';
import { type StaffRole, staffRoleLabels, staffRoles } from '#app/lib/staff-roles.ts';
import { useSite } from '#app/lib/use-site.ts';
import { Badge } from './badge.tsx';
import { buttonClass } from './buttons.ts';

export interface StaffMemberView {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  active: boolean;
  createdAt: string;
  /** A practitioner who is a doctor: reads every guest of a doctor-guided booking. */
  doctor: boolean;
}

function IntentButton({
  memberId,
  intent,
  label,
  tone,
}: {
  memberId: string;
  intent: string;
  label: string;
  tone: 'secondary' | 'danger';
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('memberId') === memberId;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="memberId" value={memberId} />
      <button type="submit" className={buttonClass(tone, 'sm')} disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

/** The role for everyone; the owner's own card has no reset (it would sign them out) and no deactivate. */
function MemberControls({ member, self }: { member: StaffMemberView; self: boolean }) {
  const selectId = `role-${member.id}`;
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="role" />
        <input type="hidden" name="memberId" value={member.id} />
        <div>
          <label htmlFor={selectId} className="block text-xs font-semibold text-forest-900">
            Role of {member.name}
          </label>
          <select
            id={selectId}
            name="role"
            defaultValue={member.role}
            className="mt-1 min-h-9 rounded-lg border border-sand-300 bg-white px-2 text-sm"
          >
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {staffRoleLabels[role]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass('secondary', 'sm')}>
          Change role
        </button>
      </Form>
      {member.role === 'practitioner' ? <DoctorControl member={member} /> : null}
      {self ? null : <IntentButton memberId={member.id} intent="reset" label="Reset password" tone="secondary" />}
      {self ? null : member.active ? (
        <IntentButton memberId={member.id} intent="deactivate" label="Deactivate" tone="danger" />
      ) : (
        <IntentButton memberId={member.id} intent="reactivate" label="Reactivate" tone="secondary" />
      )}
    </div>
  );
}

/** Whether a practitioner is a doctor, who reads the answers of every guest of a doctor-guided booking. */
function DoctorControl({ member }: { member: StaffMemberView }) {
  const selectId = `doctor-${member.id}`;
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="doctor" />
      <input type="hidden" name="memberId" value={member.id} />
      <div>
        <label htmlFor={selectId} className="block text-xs font-semibold text-forest-900">
          Doctor: {member.name}
        </label>
        <select
          id={selectId}
          name="doctor"
          defaultValue={member.doctor ? 'yes' : 'no'}
          className="mt-1 min-h-9 rounded-lg border border-sand-300 bg-white px-2 text-sm"
        >
          <option value="no">No</option>
          <option value="yes">Yes</option>
        </select>
      </div>
      <button type="submit" className={buttonClass('secondary', 'sm')}>
        Save
      </button>
    </Form>
  );
}

/** 'Staff (count)': one card per account, at every width. */
export function StaffList({ members, me }: { members: StaffMemberView[]; me: string }) {
  const { timeZone } = useSite();
  return (
    <section aria-labelledby="staff-list-title">
      <h2 id="staff-list-title" className="mb-3 text-xl font-semibold text-forest-900">
        Staff ({members.length})
      </h2>
      <ul className="space-y-3">
        {members.map((member) => (
          <li key={member.id} aria-label={member.name} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="font-semibold text-forest-900">
                {member.name}
                {member.id === me ? <span className="ml-2 text-sm font-normal text-muted">(you)</span> : null}
              </p>
              <p className="flex flex-wrap gap-2 text-sm">
                <Badge kind="role" status={member.role}>
                  {staffRoleLabels[member.role]}
                </Badge>
                <Badge kind="member" status={member.active ? 'active' : 'deactivated'}>
                  {member.active ? 'Active' : 'Deactivated'}
                </Badge>
              </p>
            </div>
            <p className="mt-1 text-sm break-all">
              <a href={`mailto:${member.email}`} className="text-forest-800 underline underline-offset-4">
                {member.email}
              </a>
              <span className="text-muted"> · added {formatDayMonthYear(todayIn(timeZone, new Date(member.createdAt)))}</span>
            </p>
            <MemberControls member={member} self={member.id === me} />
          </li>
        ))}
      </ul>
    </section>
  );
}
