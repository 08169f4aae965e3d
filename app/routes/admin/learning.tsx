import { ApplicationList } from '#app/components/admin/learning-applications.tsx';
import { BatchForm, BatchList } from '#app/components/admin/learning-batches.tsx';
import { ProgrammeForm } from '#app/components/admin/learning-programme-form.tsx';
import { ProgrammeTable } from '#app/components/admin/learning-programme-table.tsx';
import { RecordScreenTop } from '#app/components/admin/page-header.tsx';
import { banner, type CatalogActionData, useCloseFormAfterSave } from '#app/lib/admin/catalog-screen.ts';
import { BATCH_MESSAGES, LEARNING_MESSAGES } from '#app/lib/admin/learning-messages.ts';
import { todayIn } from '#app/lib/dates.ts';
import { batchSchema, programmeSchema } from '#app/lib/schemas/admin/learning.ts';
import { z } from '#app/lib/schemas/z.ts';
import { can, type Permission } from '#app/lib/staff-roles.ts';
import { TRAINING_MESSAGES } from '#app/lib/training.ts';
import { storeChosenImage } from '#server/catalog/chosen-image.ts';
import { db } from '#server/db/index.ts';
import { addBatch, createProgramme, deleteBatch, deleteProgramme, updateBatch, updateProgramme } from '#server/learning/admin.ts';
import { acceptApplication, declineApplication, listApplications } from '#server/learning/applications.ts';
import { findProgramme, listProgrammes } from '#server/learning/programmes.ts';
import { paymentProvider } from '#server/provider/index.ts';
import { staffAnswer } from '#server/refunds/staff.ts';
import { siteSettings } from '#server/site.ts';
import { adminAction, byIntent, intentPermission, type IntentValue } from './+shared/admin-action.ts';
import { adminLoader, loadEditing } from './+shared/admin-loader.ts';
import type { Route } from './+types/learning.ts';

const PATH = '/admin/learning';
/** Accepting or declining an application: the owner's, as declining gives money back. */
const DECIDE_PERMISSION: Permission = 'booking:refund';

const recordId = z.string().max(100).default('');
const forms = {
  create: { schema: programmeSchema.extend({ intent: z.literal('create') }), failed: LEARNING_MESSAGES.saveFailed },
  update: { schema: programmeSchema.extend({ intent: z.literal('update'), id: recordId }), failed: LEARNING_MESSAGES.saveFailed },
  delete: { schema: z.object({ intent: z.literal('delete'), id: recordId }), failed: LEARNING_MESSAGES.deleteFailed },
  'add-batch': { schema: batchSchema.and(z.object({ intent: z.literal('add-batch') })), failed: BATCH_MESSAGES.saveFailed },
  'update-batch': {
    schema: batchSchema.and(z.object({ intent: z.literal('update-batch'), id: recordId })),
    failed: BATCH_MESSAGES.saveFailed,
  },
  'delete-batch': { schema: z.object({ intent: z.literal('delete-batch'), id: recordId }), failed: BATCH_MESSAGES.deleteFailed },
  'accept-application': {
    schema: z.object({ intent: z.literal('accept-application'), id: recordId }),
    failed: TRAINING_MESSAGES.notApplication,
  },
  'decline-application': {
    schema: z.object({ intent: z.literal('decline-application'), id: recordId }),
    failed: TRAINING_MESSAGES.notApplication,
  },
};
type LearningAction = IntentValue<typeof forms>;

/** What a batch's save or removal answers: the programme whose form stays open. */
type LearningAnswer = CatalogActionData & { batchOf?: string };

export function loader({ request }: Route.LoaderArgs) {
  const today = todayIn(siteSettings().timeZone);
  return adminLoader(request, {
    permission: 'learning:view',
    failed: LEARNING_MESSAGES.fetchFailed,
    load: async ({ params, staff }) => {
      // Deciding an application may give money back: only a role that may refund sees the list.
      const mayDecide = can(staff.role, DECIDE_PERMISSION);
      const [programmes, editing, applications] = await Promise.all([
        listProgrammes(db()),
        loadEditing(params, findProgramme, 'learning-programme', `${LEARNING_MESSAGES.fetchFailed}: ${LEARNING_MESSAGES.notFound}`),
        mayDecide ? listApplications(db()) : Promise.resolve(null),
      ]);
      const batchId = params.get('batch');
      const batch = editing.editing?.batches.find((item) => item.id === batchId) ?? null;
      return { today, creating: params.get('new') === '1', programmes, ...editing, batch, applications };
    },
    empty: ({ params }) => ({
      today,
      creating: params.get('new') === '1',
      programmes: null,
      editing: null,
      history: [],
      batch: null,
      applications: null,
    }),
  });
}

export function action({ request }: Route.ActionArgs) {
  return adminAction<LearningAction, LearningAnswer>(request, {
    files: true,
    permission: intentPermission('learning', {
      'add-batch': 'learning:update',
      'update-batch': 'learning:update',
      'delete-batch': 'learning:delete',
      'accept-application': DECIDE_PERMISSION,
      'decline-application': DECIDE_PERMISSION,
    }),
    ...byIntent(forms, 'create'),
    run: async (value, { staff, form }) => {
      switch (value.intent) {
        case 'create':
          await createProgramme(db(), staff, value, (await storeChosenImage('learning-images', form)) ?? null);
          return { banner: banner('success', LEARNING_MESSAGES.created), saved: true };
        case 'update': {
          // Checked before any photo is stored, so a stale form leaves no stray file behind.
          if (!(await findProgramme(db(), value.id))) return null;
          const saved = await updateProgramme(db(), staff, value.id, value, await storeChosenImage('learning-images', form));
          return saved && { banner: banner('success', LEARNING_MESSAGES.updated), saved: true };
        }
        case 'delete':
          return (
            (await deleteProgramme(db(), staff, value.id)) && { banner: banner('success', LEARNING_MESSAGES.deleted), deleted: value.id }
          );
        case 'add-batch': {
          const added = await addBatch(db(), staff, value);
          return added && { banner: banner('success', BATCH_MESSAGES.created), batchOf: value.programmeId };
        }
        case 'update-batch': {
          const saved = await updateBatch(db(), staff, value.id, value);
          return saved && { banner: banner('success', BATCH_MESSAGES.updated), saved: true, batchOf: value.programmeId };
        }
        case 'delete-batch': {
          const removed = await deleteBatch(db(), staff, value.id);
          return removed && { banner: banner('success', BATCH_MESSAGES.deleted), batchOf: removed.programmeId };
        }
        case 'accept-application': {
          const accepted = await acceptApplication(db(), staff, value.id);
          return { banner: banner('success', TRAINING_MESSAGES.acceptedBanner(accepted.reference)) };
        }
        case 'decline-application': {
          const { booking, refunds } = await declineApplication(db(), paymentProvider(), staff, value.id);
          // The refund's own answer when it did not go through at once (the provider was away): staff see it is pending.
          const refund = refunds.length > 0 ? staffAnswer(refunds) : null;
          const text = `${TRAINING_MESSAGES.declinedBanner(booking.reference)}${refund && refund.tone === 'error' ? ` ${refund.text}` : ''}`;
          return { banner: banner(refund?.tone ?? 'success', text) };
        }
      }
    },
  });
}

export default function LearningScreen({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const batchOf = actionData && 'batchOf' in actionData ? actionData.batchOf : undefined;
  // A programme's save closes its form; a batch's save goes back to its programme's form.
  useCloseFormAfterSave(actionData, { search: batchOf ? `?edit=${batchOf}` : '', preventScrollReset: Boolean(batchOf) });
  // After a batch is added, a fresh, empty form for the next one.
  const addedKey = batchOf && actionData?.banner.tone === 'success' ? actionData.banner.id : '';
  const formOpen = data.creating || Boolean(data.editing);
  const intent = actionData && 'result' in actionData ? actionData.result?.initialValue?.intent : undefined;
  const resultFor = (intents: string[]) =>
    actionData && 'result' in actionData && intents.includes(String(intent)) ? (actionData.result ?? null) : null;

  return (
    <>
      <RecordScreenTop
        title="Learning Programmes"
        add="Add New Programme"
        path={PATH}
        formOpen={formOpen}
        message={actionData?.banner ?? data.failure}
      />
      {formOpen ? (
        <ProgrammeForm
          key={data.editing?.id ?? 'new'}
          record={data.editing}
          history={data.history}
          lastResult={resultFor(['create', 'update'])}
        />
      ) : null}
      {data.applications && !formOpen ? <ApplicationList applications={data.applications} /> : null}
      {data.editing ? (
        <>
          <BatchList programmeId={data.editing.id} batches={data.editing.batches} today={data.today} />
          <BatchForm
            key={data.batch?.id ?? `new-${addedKey}`}
            programmeId={data.editing.id}
            batch={data.batch}
            lastResult={resultFor(['add-batch', 'update-batch'])}
          />
        </>
      ) : null}
      {data.programmes ? <ProgrammeTable programmes={data.programmes} today={data.today} /> : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Learning | Admin' }];
