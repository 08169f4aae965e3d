import { RecordScreenTop } from '#app/components/admin/page-header.tsx';
import { QuestionnaireBuilder } from '#app/components/admin/questionnaire-builder.tsx';
import { QuestionnaireTable } from '#app/components/admin/questionnaire-table.tsx';
import { QuestionnaireUses } from '#app/components/admin/questionnaire-uses.tsx';
import { banner, type CatalogActionData, useCloseFormAfterSave } from '#app/lib/admin/catalog-screen.ts';
import { QUESTIONNAIRE_MESSAGES as M } from '#app/lib/questionnaire-messages.ts';
import { questionnaireSchema, useSchema } from '#app/lib/schemas/admin/questionnaire.ts';
import { z } from '#app/lib/schemas/z.ts';
import { db } from '#server/db/index.ts';
import {
  attachQuestionnaire,
  createQuestionnaire,
  detachQuestionnaire,
  findQuestionnaire,
  listQuestionnaires,
  listUseTargets,
  removeQuestionnaire,
  updateQuestionnaire,
} from '#server/questionnaires/admin.ts';
import { adminAction, byIntent, intentPermission, type IntentValue } from './+shared/admin-action.ts';
import { adminLoader, loadEditing } from './+shared/admin-loader.ts';
import type { Route } from './+types/questionnaires.ts';

// The owner's questionnaires: the list, the builder (?new=1, ?edit=<id>), and what the edited one is asked for.

const PATH = '/admin/questionnaires';

const recordId = z.string().max(100).default('');
const forms = {
  create: { schema: questionnaireSchema.and(z.object({ intent: z.literal('create') })), failed: M.saveFailed },
  update: { schema: questionnaireSchema.and(z.object({ intent: z.literal('update'), id: recordId })), failed: M.saveFailed },
  delete: { schema: z.object({ intent: z.literal('delete'), id: recordId }), failed: M.deleteFailed },
  // The questionnaire's id (to attach it), or the use's own (to remove it).
  attach: { schema: useSchema.and(z.object({ intent: z.literal('attach'), id: recordId })), failed: M.attachFailed },
  detach: { schema: z.object({ intent: z.literal('detach'), id: recordId }), failed: M.detachFailed },
};
type QuestionnaireAction = IntentValue<typeof forms>;
const { schema, messages } = byIntent(forms, 'create');

export function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, {
    permission: 'questionnaire:view',
    failed: M.fetchFailed,
    load: async ({ params }) => {
      const [questionnaires, targets, editing] = await Promise.all([
        listQuestionnaires(db()),
        listUseTargets(db()),
        loadEditing(params, findQuestionnaire, 'questionnaire', `${M.fetchFailed}: ${M.notFound}`),
      ]);
      return { creating: params.get('new') === '1', questionnaires, targets, ...editing };
    },
    empty: ({ params }) => ({ creating: params.get('new') === '1', questionnaires: null, targets: [], editing: null, history: [] }),
  });
}

export function action({ request }: Route.ActionArgs) {
  return adminAction<QuestionnaireAction, CatalogActionData>(request, {
    permission: intentPermission('questionnaire', { attach: 'questionnaire:update', detach: 'questionnaire:update' }),
    schema,
    messages: { ...messages, notFound: M.notFound },
    run: async (value, { staff }) => {
      switch (value.intent) {
        case 'create':
          await createQuestionnaire(db(), staff, value);
          return { banner: banner('success', M.created), saved: true };
        case 'update': {
          const saved = await updateQuestionnaire(db(), staff, value.id, value);
          return saved ? { banner: banner('success', M.updated), saved: true } : null;
        }
        case 'delete': {
          const removed = await removeQuestionnaire(db(), staff, value.id);
          return removed ? { banner: banner('success', M.deleted), deleted: value.id } : null;
        }
        case 'attach': {
          const attached = await attachQuestionnaire(db(), staff, value.id, value);
          return attached ? { banner: banner('success', M.attached) } : null;
        }
        case 'detach': {
          const detached = await detachQuestionnaire(db(), staff, value.id);
          return detached ? { banner: banner('success', M.detached) } : null;
        }
      }
    },
  });
}

export default function QuestionnairesScreen({ loaderData, actionData }: Route.ComponentProps) {
  useCloseFormAfterSave(actionData);
  const data = loaderData;
  const formOpen = data.creating || Boolean(data.editing);
  const result = actionData && 'result' in actionData ? actionData.result : null;
  // The builder shows why its own save was refused; an attach's refusal is the banner's.
  const saveRefusal = result && ['create', 'update'].includes(String(result.initialValue?.intent)) ? result : null;
  const problem = saveRefusal ? (saveRefusal.error?.['']?.[0] ?? actionData?.banner.text ?? null) : null;

  return (
    <>
      <RecordScreenTop
        title="Questionnaires"
        add="Add New Questionnaire"
        path={PATH}
        formOpen={formOpen}
        message={actionData?.banner ?? data.failure}
      />
      {formOpen ? (
        <QuestionnaireBuilder key={data.editing?.id ?? 'new'} record={data.editing} history={data.history} problem={problem} />
      ) : null}
      {data.editing ? (
        <QuestionnaireUses questionnaireId={data.editing.id} title={data.editing.title} uses={data.editing.uses} targets={data.targets} />
      ) : null}
      {data.questionnaires ? <QuestionnaireTable questionnaires={data.questionnaires} /> : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Questionnaires | Admin' }];
