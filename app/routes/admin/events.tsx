import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { ListPager } from '#app/components/admin/list-pager.tsx';
import { EventForm } from '#app/components/admin/event-form.tsx';
import { EventTable } from '#app/components/admin/event-table.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import { useCloseFormAfterSave, useScreenLoading } from '#app/lib/admin/catalog-screen.ts';
import { eventMessages } from '#app/lib/admin/messages.ts';
import { eventSchema, type EventInput } from '#app/lib/schemas/admin/event.ts';
import { catalogAction, loadCatalog, type CatalogResource } from '#server/admin/catalog-route.ts';
import { countEvents, createEvent, deleteEvent, findEvent, listEvents, updateEvent, type CalendarEventRow } from '#server/admin/events.ts';
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
  const loading = useScreenLoading(PATH);
  useCloseFormAfterSave(actionData);
  const { items: events, total, page, pages, editing, history } = loaderData;
  const formOpen = Boolean(editing) || params.get('new') === '1';

  return (
    <>
      <AdminPageHeader title="Events Management">
        <Link to={formOpen ? PATH : '?new=1'} className={buttonClass(formOpen ? 'secondary' : 'primary')}>
          {formOpen ? 'Cancel' : 'Add New Event'}
        </Link>
      </AdminPageHeader>
      <div className="mb-6 empty:hidden">
        <StatusBanner message={actionData?.banner ?? loaderData.banner} />
      </div>
      {formOpen ? (
        <EventForm key={editing?.id ?? 'new'} event={editing} history={history} lastResult={actionData && 'result' in actionData ? actionData.result : null} />
      ) : null}
      {loading ? (
        <p role="status" className="rounded-2xl bg-white px-6 py-8 text-muted shadow-sm ring-1 ring-sand-200">
          Loading events...
        </p>
      ) : events ? (
        <>
          <EventTable events={events} total={total} />
          <ListPager label="Events pages" page={page} pages={pages} hrefFor={(to) => `?page=${to}`} />
        </>
      ) : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Events | Admin' }];
