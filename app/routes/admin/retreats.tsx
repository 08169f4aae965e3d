import { RecordScreenTop } from '#app/components/admin/page-header.tsx';
import { RetreatDepartures } from '#app/components/admin/retreat-departures.tsx';
import { RetreatForm } from '#app/components/admin/retreat-form.tsx';
import { RetreatTable } from '#app/components/admin/retreat-table.tsx';
import { banner, type CatalogActionData, useCloseFormAfterSave } from '#app/lib/admin/catalog-screen.ts';
import { RETREAT_ADMIN_MESSAGES } from '#app/lib/admin/retreat-messages.ts';
import { departureSchema, retreatSchema } from '#app/lib/schemas/admin/retreat.ts';
import { z } from '#app/lib/schemas/z.ts';
import { addDeparture, createRetreat, removeDeparture, removeRetreat, updateRetreat } from '#server/bookings/retreats-admin.ts';
import { db } from '#server/db/index.ts';
import { adminAction, byIntent, intentPermission, type IntentValue } from './+shared/admin-action.ts';
import { loadRetreatsScreen } from './+shared/retreats.ts';
import type { Route } from './+types/retreats.ts';

const PATH = '/admin/retreats';

const recordId = z.string().max(100).default('');
const forms = {
  create: { schema: retreatSchema.and(z.object({ intent: z.literal('create') })), failed: RETREAT_ADMIN_MESSAGES.saveFailed },
  update: {
    schema: retreatSchema.and(z.object({ intent: z.literal('update'), id: recordId })),
    failed: RETREAT_ADMIN_MESSAGES.saveFailed,
  },
  delete: { schema: z.object({ intent: z.literal('delete'), id: recordId }), failed: RETREAT_ADMIN_MESSAGES.deleteFailed },
  // A departure's forms carry the retreat's id (to add) or the departure's own (to remove).
  'add-departure': {
    schema: departureSchema.and(z.object({ intent: z.literal('add-departure'), id: recordId })),
    failed: RETREAT_ADMIN_MESSAGES.departureFailed,
  },
  'remove-departure': {
    schema: z.object({ intent: z.literal('remove-departure'), id: recordId }),
    failed: RETREAT_ADMIN_MESSAGES.removeDepartureFailed,
  },
};
type RetreatAction = IntentValue<typeof forms>;
const { schema, messages } = byIntent(forms, 'create');

export function loader({ request }: Route.LoaderArgs) {
  return loadRetreatsScreen(request);
}

export function action({ request }: Route.ActionArgs) {
  return adminAction<RetreatAction, CatalogActionData>(request, {
    permission: intentPermission('retreat', { 'add-departure': 'retreat:update', 'remove-departure': 'retreat:update' }),
    schema,
    messages: { ...messages, notFound: RETREAT_ADMIN_MESSAGES.notFound },
    run: async (value, { staff }) => {
      switch (value.intent) {
        case 'create':
          await createRetreat(db(), staff, value);
          return { banner: banner('success', RETREAT_ADMIN_MESSAGES.created), saved: true };
        case 'update': {
          const saved = await updateRetreat(db(), staff, value.id, value);
          return saved && { banner: banner('success', RETREAT_ADMIN_MESSAGES.updated), saved: true };
        }
        case 'delete': {
          const removed = await removeRetreat(db(), staff, value.id);
          return removed && { banner: banner('success', RETREAT_ADMIN_MESSAGES.deleted), deleted: value.id };
        }
        case 'add-departure': {
          const added = await addDeparture(db(), staff, value.id, value);
          return added && { banner: banner('success', RETREAT_ADMIN_MESSAGES.departureAdded) };
        }
        case 'remove-departure': {
          const removed = await removeDeparture(db(), staff, value.id);
          return removed && { banner: banner('success', RETREAT_ADMIN_MESSAGES.departureRemoved) };
        }
      }
    },
  });
}

export default function RetreatsScreen({ loaderData, actionData }: Route.ComponentProps) {
  useCloseFormAfterSave(actionData);
  const data = loaderData;
  const formOpen = data.creating || Boolean(data.editing);
  const result = actionData && 'result' in actionData ? actionData.result : null;
  // Only the retreat's own form takes back what it sent; a departure's refusal is the banner's.
  const lastResult = result && ['create', 'update'].includes(String(result.initialValue?.intent)) ? result : null;

  return (
    <>
      <RecordScreenTop
        title="Retreats"
        add="Add New Retreat"
        path={PATH}
        formOpen={formOpen}
        message={actionData?.banner ?? data.failure}
      />
      {formOpen ? (
        <RetreatForm key={data.editing?.id ?? 'new'} record={data.editing} history={data.history} lastResult={lastResult} />
      ) : null}
      {data.editing ? <RetreatDepartures retreat={data.editing} /> : null}
      {data.retreats ? <RetreatTable retreats={data.retreats} /> : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Retreats | Admin' }];
