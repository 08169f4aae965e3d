import { AwaySpans } from '#app/components/admin/away-spans.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { PractitionerForm, PractitionerTable } from '#app/components/admin/practitioner-schedule.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import { TherapyTabs } from '#app/components/admin/therapy-tabs.tsx';
import { banner, type CatalogActionData, useCloseFormAfterSave } from '#app/lib/admin/catalog-screen.ts';
import { THERAPY_ADMIN_MESSAGES } from '#app/lib/admin/therapies.ts';
import { awaySpanSchema, practitionerSchema } from '#app/lib/schemas/admin/therapies.ts';
import { z } from '#app/lib/schemas/z.ts';
import { db } from '#server/db/index.ts';
import { Refusal } from '#server/refusal.ts';
import { siteSettings } from '#server/site.ts';
import {
  addTimeOff,
  findPractitionerSchedule,
  listPractitionerSchedules,
  removeTimeOff,
  updatePractitioner,
} from '#server/therapies/practitioners-admin.ts';
import { adminAction, byIntent, type IntentValue } from './+shared/admin-action.ts';
import { adminLoader, loadEditing } from './+shared/admin-loader.ts';
import type { Route } from './+types/therapies-practitioners.ts';

// The practitioners' side of Therapies: each one's title, weekly hours and time off. Their accounts are
// made on the Staff screen, so there is nothing to add or delete here.

const M = THERAPY_ADMIN_MESSAGES;
const recordId = z.string().max(100).default('');
const forms = {
  update: { schema: practitionerSchema.and(z.object({ intent: z.literal('update'), id: recordId })), failed: M.savePractitionerFailed },
  // The time off's forms carry the practitioner's id (to add) or the time off's own (to remove).
  'add-time-off': { schema: awaySpanSchema.and(z.object({ intent: z.literal('add-time-off'), id: recordId })), failed: M.timeOffFailed },
  'remove-time-off': { schema: z.object({ intent: z.literal('remove-time-off'), id: recordId }), failed: M.removeTimeOffFailed },
};
type PractitionerAction = IntentValue<typeof forms>;
const { schema, messages } = byIntent(forms, 'update');

const timeZone = () => siteSettings().timeZone;

export function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, {
    permission: 'therapies:manage',
    failed: M.fetchPractitionersFailed,
    load: async ({ params }) => {
      const practitioners = await listPractitionerSchedules(db(), timeZone());
      const editing = await loadEditing(
        params,
        (database, id) => findPractitionerSchedule(database, id, timeZone()),
        'practitioner',
        `${M.fetchPractitionersFailed}: ${M.practitionerNotFound}`,
      );
      return { practitioners, ...editing };
    },
    empty: () => ({ practitioners: null, editing: null, history: [] }),
  });
}

export function action({ request }: Route.ActionArgs) {
  return adminAction<PractitionerAction, CatalogActionData>(request, {
    permission: 'therapies:manage',
    schema,
    messages: {
      ...messages,
      notFound: M.practitionerNotFound,
    },
    run: async (value, { staff }) => {
      switch (value.intent) {
        case 'update': {
          const saved = await updatePractitioner(db(), staff, value.id, value);
          return saved && { banner: banner('success', M.practitionerUpdated), saved: true };
        }
        case 'add-time-off': {
          const added = await addTimeOff(db(), staff, value.id, value, timeZone());
          return added && { banner: banner('success', M.timeOffAdded) };
        }
        case 'remove-time-off': {
          // Its own words: the practitioner's "does not exist" would mislead.
          if (!(await removeTimeOff(db(), staff, value.id, timeZone()))) throw new Refusal(M.timeOffGone, 404);
          return { banner: banner('success', M.timeOffRemoved) };
        }
      }
    },
  });
}

export default function TherapyPractitionersScreen({ loaderData, actionData }: Route.ComponentProps) {
  useCloseFormAfterSave(actionData);
  const data = loaderData;
  const result = actionData && 'result' in actionData ? actionData.result : null;
  const resultOf = (intent: string) => (result && String(result.initialValue?.intent) === intent ? result : null);
  return (
    <>
      <AdminPageHeader title="Therapies" />
      <div className="mb-6 empty:hidden">
        <StatusBanner message={actionData?.banner ?? data.failure} />
      </div>
      <TherapyTabs />
      {data.editing ? (
        <>
          <PractitionerForm key={data.editing.id} record={data.editing} history={data.history} lastResult={resultOf('update')} />
          <AwaySpans
            // A new one added clears the form for the next.
            key={`time-off-${data.editing.timeOff.length}`}
            title="Time off"
            empty="No time off ahead: they work their weekly hours."
            noun="time off"
            ownerId={data.editing.id}
            spans={data.editing.timeOff}
            intents={{ add: 'add-time-off', remove: 'remove-time-off' }}
            lastResult={resultOf('add-time-off')}
          />
        </>
      ) : null}
      {data.practitioners ? <PractitionerTable practitioners={data.practitioners} /> : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Practitioners | Therapies | Admin' }];
