import { Link } from 'react-router';
import { GuestAccessLog, GuestHealthForms, GuestPractitioners } from '#app/components/admin/guest-care.tsx';
import { GuestErasure } from '#app/components/admin/guest-erasure.tsx';
import { GuestMerge } from '#app/components/admin/guest-merge.tsx';
import { GuestProfileFacts, GuestProfileForm } from '#app/components/admin/guest-profile-form.tsx';
import { GuestBookings, GuestEnquiries, GuestMails, GuestPayments } from '#app/components/admin/guest-records.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import { banner } from '#app/lib/admin/banner.ts';
import { ERASURE_MESSAGES } from '#app/lib/admin/erasure-messages.ts';
import { GUEST_MESSAGES, mergedText } from '#app/lib/admin/guest-messages.ts';
import { useStaffCan } from '#app/lib/admin/use-staff-can.ts';
import { CARE_MESSAGES } from '#app/lib/care.ts';
import { guestPractitionersSchema } from '#app/lib/schemas/admin/care.ts';
import { guestMergeSchema, guestProfileSchema, guestSearchParam } from '#app/lib/schemas/admin/guest.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { can as roleCan } from '#app/lib/staff-roles.ts';
import { listAudit } from '#server/audit/index.ts';
import { mayReadGuest } from '#server/care/access.ts';
import { openErasureRequest } from '#server/care/erasure.ts';
import { assignPractitioners, listPractitioners, practitionersOf } from '#server/care/practitioners.ts';
import { guestHealthForms, healthAccessLogOf } from '#server/care/profile.ts';
import { db } from '#server/db/index.ts';
import { mergeGuests, searchGuests } from '#server/guests/merge.ts';
import { findGuestProfile, updateGuestProfile } from '#server/guests/profile.ts';
import { adminAction, byIntent, intentOf } from './+shared/admin-action.ts';
import { adminLoader } from './+shared/admin-loader.ts';
import type { Route } from './+types/guest-profile.ts';

const forms = {
  update: { schema: guestProfileSchema, failed: GUEST_MESSAGES.saveFailed },
  merge: { schema: guestMergeSchema, failed: GUEST_MESSAGES.mergeFailed },
  practitioners: { schema: guestPractitionersSchema, failed: CARE_MESSAGES.assignFailed },
};
const PERMISSIONS = { update: 'guest:update', merge: 'guest:merge', practitioners: 'guest:update' } as const;
const noCare = { health: [], accessLog: [], practitioners: { choices: [], assigned: [] }, canReadHealth: false, erasure: null };

export function loader({ request, params }: Route.LoaderArgs) {
  return adminLoader(request, {
    permission: 'guest:view',
    failed: GUEST_MESSAGES.fetchFailed,
    load: async ({ params: search, staff }) => {
      const profile = isRecordId(params.id) ? await findGuestProfile(db(), params.id) : null;
      if (!profile)
        return { profile: null, history: [], find: '', matches: null, ...noCare, failure: banner('error', GUEST_MESSAGES.notFound) };
      const find = guestSearchParam.parse(search.get('find') ?? '');
      const id = profile.guest.id;
      // Statuses, who looks after the guest and who read what: no answer is read here, whoever asks.
      const [history, matches, health, accessLog, choices, assigned, canReadHealth, erasure] = await Promise.all([
        listAudit(db(), 'guest', id),
        find ? searchGuests(db(), find, id) : null,
        guestHealthForms(db(), id),
        healthAccessLogOf(db(), id),
        listPractitioners(db()),
        practitionersOf(db(), id),
        mayReadGuest(db(), staff, id),
        // The guest's request that their data be erased, for the role that may carry it out.
        roleCan(staff.role, 'guest:erase') ? openErasureRequest(db(), id) : null,
      ]);
      return {
        profile,
        history,
        find,
        matches,
        health,
        accessLog,
        practitioners: { choices, assigned },
        canReadHealth,
        erasure,
        failure: search.get('erased') === '1' && !erasure ? banner('success', ERASURE_MESSAGES.confirmed) : null,
      };
    },
    empty: () => ({ profile: null, history: [], find: '', matches: null, ...noCare }),
  });
}

export function action({ request, params }: Route.ActionArgs) {
  return adminAction(request, {
    permission: (form) => PERMISSIONS[intentOf(form, forms, 'update')],
    ...byIntent(forms, 'update'),
    messages: { ...byIntent(forms, 'update').messages, notFound: GUEST_MESSAGES.notFound },
    run: async (value, { staff, reply }) => {
      // The form names the profile it was shown on; another id is a stale or forged form.
      if (value.id !== params.id) return null;
      if (value.intent === 'merge') {
        const result = await mergeGuests(db(), staff, value.id, value.duplicateId);
        return (
          result && { banner: banner('success', mergedText(result.duplicate.name, result.kept.name)), result: reply({ resetForm: true }) }
        );
      }
      if (value.intent === 'practitioners') {
        const saved = await assignPractitioners(db(), staff, value.id, value.practitioner);
        return saved && { banner: banner('success', CARE_MESSAGES.assigned), result: reply() };
      }
      const { intent: _intent, id, ...input } = value;
      const saved = await updateGuestProfile(db(), staff, id, input);
      return saved && { banner: banner('success', GUEST_MESSAGES.saved), result: reply() };
    },
  });
}

export default function GuestProfileScreen({ loaderData, actionData }: Route.ComponentProps) {
  const can = useStaffCan();
  const { profile, history, find, matches, health, accessLog, practitioners, canReadHealth, erasure } = loaderData;
  const lastResult = actionData && 'result' in actionData ? actionData.result : null;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/users" className="text-forest-800 underline underline-offset-4">
          ← Users
        </Link>
      </p>
      <AdminPageHeader title={profile ? profile.guest.name : 'Guest'} />
      <div className="mb-6 empty:hidden">
        <StatusBanner message={actionData?.banner ?? loaderData.failure} />
      </div>
      {profile ? (
        <div className="space-y-8">
          {erasure ? <GuestErasure guest={profile.guest} request={erasure} /> : null}
          {can('guest:update') ? (
            <GuestProfileForm
              key={`${profile.guest.id}-${profile.guest.updatedAt}`}
              guest={profile.guest}
              history={history}
              lastResult={lastResult}
            />
          ) : (
            <GuestProfileFacts guest={profile.guest} />
          )}
          <GuestBookings bookings={profile.bookings} />
          <GuestHealthForms bookings={health} canRead={canReadHealth} />
          <div className="grid gap-6 lg:grid-cols-2">
            <GuestPayments payments={profile.payments} />
            <GuestMails mails={profile.mails} />
            <GuestEnquiries enquiries={profile.enquiries} />
            <GuestPractitioners
              guestId={profile.guest.id}
              choices={practitioners.choices}
              assigned={practitioners.assigned}
              canAssign={can('guest:update')}
            />
            <GuestAccessLog entries={accessLog} />
            {can('guest:merge') ? <GuestMerge guest={profile.guest} find={find} matches={matches} /> : null}
          </div>
        </div>
      ) : null}
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.profile?.guest.name ?? 'Guest'} | Admin` },
  { name: 'robots', content: 'noindex, nofollow' },
];
