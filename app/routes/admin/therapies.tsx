import { RecordScreenTop } from '#app/components/admin/page-header.tsx';
import { ServiceForm } from '#app/components/admin/service-form.tsx';
import { ServiceTable } from '#app/components/admin/service-table.tsx';
import { TherapyTabs } from '#app/components/admin/therapy-tabs.tsx';
import { banner, type CatalogActionData, useCloseFormAfterSave } from '#app/lib/admin/catalog-screen.ts';
import { THERAPY_ADMIN_MESSAGES } from '#app/lib/admin/therapies.ts';
import { serviceSchema } from '#app/lib/schemas/admin/therapies.ts';
import { z } from '#app/lib/schemas/z.ts';
import { db } from '#server/db/index.ts';
import { listMediaPhotos } from '#server/media/photos.ts';
import { siteSettings } from '#server/site.ts';
import { listPractitionerSchedules } from '#server/therapies/practitioners-admin.ts';
import { createService, findService, listServices, removeService, updateService } from '#server/therapies/services-admin.ts';
import { adminAction, byIntent, type IntentValue } from './+shared/admin-action.ts';
import { adminLoader, loadEditing } from './+shared/admin-loader.ts';
import type { Route } from './+types/therapies.ts';

// The owner's therapies and consultations: the list, and the form of a new or edited service.

const PATH = '/admin/therapies';
const M = THERAPY_ADMIN_MESSAGES;

const recordId = z.string().max(100).default('');
const forms = {
  create: { schema: serviceSchema.and(z.object({ intent: z.literal('create') })), failed: M.saveServiceFailed },
  update: { schema: serviceSchema.and(z.object({ intent: z.literal('update'), id: recordId })), failed: M.saveServiceFailed },
  delete: { schema: z.object({ intent: z.literal('delete'), id: recordId }), failed: M.deleteServiceFailed },
};
type ServiceAction = IntentValue<typeof forms>;
const { schema, messages } = byIntent(forms, 'create');

export function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, {
    permission: 'therapies:manage',
    failed: M.fetchServicesFailed,
    load: async ({ params }) => {
      const creating = params.get('new') === '1';
      const [services, practitioners, editing] = await Promise.all([
        listServices(db()),
        listPractitionerSchedules(db(), siteSettings().timeZone),
        loadEditing(params, findService, 'service', `${M.fetchServicesFailed}: ${M.serviceNotFound}`),
      ]);
      // The media library only when a form shows its picker.
      const photos = creating || editing.editing ? await listMediaPhotos(db()) : [];
      return {
        creating,
        services,
        practitioners: practitioners.map(({ id, name, title }) => ({ id, name, title })),
        photos,
        ...editing,
      };
    },
    empty: ({ params }) => ({
      creating: params.get('new') === '1',
      services: null,
      practitioners: [],
      photos: [],
      editing: null,
      history: [],
    }),
  });
}

export function action({ request }: Route.ActionArgs) {
  return adminAction<ServiceAction, CatalogActionData>(request, {
    permission: 'therapies:manage',
    schema,
    messages: { ...messages, notFound: M.serviceNotFound },
    run: async (value, { staff }) => {
      switch (value.intent) {
        case 'create':
          await createService(db(), staff, value);
          return { banner: banner('success', M.serviceCreated), saved: true };
        case 'update': {
          const saved = await updateService(db(), staff, value.id, value);
          return saved && { banner: banner('success', M.serviceUpdated), saved: true };
        }
        case 'delete': {
          const removed = await removeService(db(), staff, value.id);
          return removed && { banner: banner('success', M.serviceDeleted), deleted: value.id };
        }
      }
    },
  });
}

export default function TherapyServicesScreen({ loaderData, actionData }: Route.ComponentProps) {
  useCloseFormAfterSave(actionData);
  const data = loaderData;
  const formOpen = data.creating || Boolean(data.editing);
  const result = actionData && 'result' in actionData ? actionData.result : null;
  const lastResult = result && ['create', 'update'].includes(String(result.initialValue?.intent)) ? result : null;
  const names = new Map(data.practitioners.map((person) => [person.id, person.name]));
  return (
    <>
      <RecordScreenTop
        title="Therapies"
        add="Add New Service"
        path={PATH}
        formOpen={formOpen}
        message={actionData?.banner ?? data.failure}
      />
      <TherapyTabs />
      {formOpen ? (
        <ServiceForm
          key={data.editing?.id ?? 'new'}
          record={data.editing}
          history={data.history}
          lastResult={lastResult}
          practitioners={data.practitioners}
          photos={data.photos}
        />
      ) : null}
      {data.services ? <ServiceTable services={data.services} practitionerNames={names} /> : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Therapies | Admin' }];
