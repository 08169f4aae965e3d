import { AwaySpans } from '#app/components/admin/away-spans.tsx';
import { RecordScreenTop } from '#app/components/admin/page-header.tsx';
import { TherapyTabs } from '#app/components/admin/therapy-tabs.tsx';
import { TreatmentRoomForm, TreatmentRoomTable } from '#app/components/admin/treatment-room-form.tsx';
import { banner, type CatalogActionData, useCloseFormAfterSave } from '#app/lib/admin/catalog-screen.ts';
import { THERAPY_ADMIN_MESSAGES } from '#app/lib/admin/therapies.ts';
import { awaySpanSchema, treatmentRoomSchema } from '#app/lib/schemas/admin/therapies.ts';
import { z } from '#app/lib/schemas/z.ts';
import { db } from '#server/db/index.ts';
import { Refusal } from '#server/refusal.ts';
import { siteSettings } from '#server/site.ts';
import {
  addRoomClosure,
  createTreatmentRoom,
  findTreatmentRoom,
  listTreatmentRooms,
  removeRoomClosure,
  removeTreatmentRoom,
  updateTreatmentRoom,
} from '#server/therapies/rooms-admin.ts';
import { adminAction, byIntent, type IntentValue } from './+shared/admin-action.ts';
import { adminLoader, loadEditing } from './+shared/admin-loader.ts';
import type { Route } from './+types/therapies-rooms.ts';

// The treatment rooms of Therapies: each with its kind and whether it is in use, and its closures.

const PATH = '/admin/therapies/rooms';
const M = THERAPY_ADMIN_MESSAGES;
const recordId = z.string().max(100).default('');
const forms = {
  create: { schema: treatmentRoomSchema.and(z.object({ intent: z.literal('create') })), failed: M.saveRoomFailed },
  update: { schema: treatmentRoomSchema.and(z.object({ intent: z.literal('update'), id: recordId })), failed: M.saveRoomFailed },
  delete: { schema: z.object({ intent: z.literal('delete'), id: recordId }), failed: M.deleteRoomFailed },
  // A closure's forms carry the room's id (to add) or the closure's own (to remove).
  'add-closure': { schema: awaySpanSchema.and(z.object({ intent: z.literal('add-closure'), id: recordId })), failed: M.closureFailed },
  'remove-closure': { schema: z.object({ intent: z.literal('remove-closure'), id: recordId }), failed: M.removeClosureFailed },
};
type RoomAction = IntentValue<typeof forms>;
const { schema, messages } = byIntent(forms, 'create');

const timeZone = () => siteSettings().timeZone;

export function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, {
    permission: 'therapies:manage',
    failed: M.fetchRoomsFailed,
    load: async ({ params }) => {
      const [rooms, editing] = await Promise.all([
        listTreatmentRooms(db(), timeZone()),
        loadEditing(
          params,
          (database, id) => findTreatmentRoom(database, id, timeZone()),
          'treatment-room',
          `${M.fetchRoomsFailed}: ${M.roomNotFound}`,
        ),
      ]);
      return { creating: params.get('new') === '1', rooms, ...editing };
    },
    empty: ({ params }) => ({ creating: params.get('new') === '1', rooms: null, editing: null, history: [] }),
  });
}

export function action({ request }: Route.ActionArgs) {
  return adminAction<RoomAction, CatalogActionData>(request, {
    permission: 'therapies:manage',
    schema,
    messages: { ...messages, notFound: M.roomNotFound },
    run: async (value, { staff }) => {
      switch (value.intent) {
        case 'create':
          await createTreatmentRoom(db(), staff, value);
          return { banner: banner('success', M.roomCreated), saved: true };
        case 'update': {
          const saved = await updateTreatmentRoom(db(), staff, value.id, value);
          return saved && { banner: banner('success', M.roomUpdated), saved: true };
        }
        case 'delete': {
          const removed = await removeTreatmentRoom(db(), staff, value.id);
          return removed && { banner: banner('success', M.roomDeleted), deleted: value.id };
        }
        case 'add-closure': {
          const added = await addRoomClosure(db(), staff, value.id, value, timeZone());
          return added && { banner: banner('success', M.closureAdded) };
        }
        case 'remove-closure': {
          // Its own words: the room's "does not exist" would mislead.
          if (!(await removeRoomClosure(db(), staff, value.id, timeZone()))) throw new Refusal(M.closureGone, 404);
          return { banner: banner('success', M.closureRemoved) };
        }
      }
    },
  });
}

export default function TherapyRoomsScreen({ loaderData, actionData }: Route.ComponentProps) {
  useCloseFormAfterSave(actionData);
  const data = loaderData;
  const formOpen = data.creating || Boolean(data.editing);
  const result = actionData && 'result' in actionData ? actionData.result : null;
  const resultOf = (...intents: string[]) => (result && intents.includes(String(result.initialValue?.intent)) ? result : null);
  return (
    <>
      <RecordScreenTop
        title="Therapies"
        add="Add New Treatment Room"
        path={PATH}
        formOpen={formOpen}
        message={actionData?.banner ?? data.failure}
      />
      <TherapyTabs />
      {formOpen ? (
        <TreatmentRoomForm
          key={data.editing?.id ?? 'new'}
          record={data.editing}
          history={data.history}
          lastResult={resultOf('create', 'update')}
        />
      ) : null}
      {data.editing ? (
        <AwaySpans
          // A new one added clears the form for the next.
          key={`closure-${data.editing.closures.length}`}
          title="Closures"
          empty="No closures: the room is open whenever the estate is."
          noun="closure"
          ownerId={data.editing.id}
          spans={data.editing.closures}
          intents={{ add: 'add-closure', remove: 'remove-closure' }}
          lastResult={resultOf('add-closure')}
        />
      ) : null}
      {data.rooms ? <TreatmentRoomTable rooms={data.rooms} /> : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Treatment rooms | Therapies | Admin' }];
