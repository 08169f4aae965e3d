import { useSearchParams } from 'react-router';
import { CatalogLayout } from '#app/components/admin/catalog-layout.tsx';
import { EventForm } from '#app/components/admin/event-form.tsx';
import { EventTable } from '#app/components/admin/event-table.tsx';
import { useCloseFormAfterSave } from '#app/lib/admin/catalog-screen.ts';
import { eventMessages } from '#app/lib/admin/messages.ts';
import { type EventInput, eventSchema } from '#app/lib/schemas/admin/event.ts';
import {
  type CalendarEventRow,
  countEvents,
  createEvent,
  deleteEvent,
  findEvent,
  listEvents,
  updateEvent,
} from '#server/catalog/events-admin.ts';
import { catalogAction, type CatalogResource, loadCatalog } from './+shared/catalog.ts';
import type { Route } from './+types/events.ts';

const PATH = '/admin/events';

const resource: CatalogResource<CalendarEventRow, EventInput> = {
  entity: 'event',
  area: 'event-images',
  messages: eventMessages,
  schema: eventSchema,
  list: listEvents,
  count: countEvents,
  find: findEvent,
  create: createEvent,
  update: updateEvent,
  remove: deleteEvent,
};

export function loader({ request }: Route.LoaderArgs) {
  return loadCatalog(request, resource);
}

export function action({ request }: Route.ActionArgs) {
  return catalogAction(request, resource);
}

export default function EventsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  useCloseFormAfterSave(actionData);
  const { items: events, total, page, pages, editing, history } = loaderData;
  const formOpen = Boolean(editing) || params.get('new') === '1';
  const lastResult = actionData && 'result' in actionData ? actionData.result : null;

  return (
    <CatalogLayout
      path={PATH}
      title="Events Management"
      addLabel="Add New Event"
      loadingText="Loading events..."
      pagerLabel="Events pages"
      banner={actionData?.banner ?? loaderData.banner}
      form={formOpen ? <EventForm key={editing?.id ?? 'new'} event={editing} history={history} lastResult={lastResult} /> : null}
      table={events ? <EventTable events={events} total={total} /> : null}
      page={page}
      pages={pages}
    />
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Events | Admin' }];
