import { CatalogLayout } from '#app/components/admin/catalog-layout.tsx';
import { EventFilterBar } from '#app/components/admin/event-filter-bar.tsx';
import { EventForm } from '#app/components/admin/event-form.tsx';
import { EventTable } from '#app/components/admin/event-table.tsx';
import { InstructorChoices } from '#app/components/admin/instructor-choices.tsx';
import { type EventListFilters, eventListSearch, isNarrowed, parseEventFilters } from '#app/lib/admin/catalog-filters.ts';
import { EVENT_MESSAGES } from '#app/lib/admin/messages.ts';
import { todayIn } from '#app/lib/dates.ts';
import { countEvents, type EventListRow, findEvent, listEvents } from '#server/catalog/events-admin.ts';
import { instructorChoices } from '#server/catalog/instructors-admin.ts';
import { db } from '#server/db/index.ts';
import { siteSettings } from '#server/site.ts';
import { type CatalogList, loadCatalog } from './+shared/catalog.ts';
import { eventsAction } from './+shared/events-action.ts';
import type { Route } from './+types/events.ts';

const screen = {
  path: '/admin/events',
  title: 'Events Management',
  add: 'Add New Event',
  loading: 'Loading events...',
  pager: 'Events pages',
};

/** The estate's today (upcoming from it, past before it) and the moment seat holds are counted at. */
function listMoment() {
  const now = new Date();
  return { now, today: todayIn(siteSettings().timeZone, now) };
}

const resource: CatalogList<EventListRow, EventListFilters> = {
  entity: 'event',
  messages: EVENT_MESSAGES,
  filters: parseEventFilters,
  list: (db, filters, page) => listEvents(db, filters, page, listMoment()),
  count: (db, filters) => countEvents(db, filters, listMoment()),
  find: async (db, id) => {
    const event = await findEvent(db, id);
    return event ? { ...event, taken: null } : null;
  },
};

export async function loader({ request }: Route.LoaderArgs) {
  const data = await loadCatalog(request, resource);
  return { ...data, instructors: data.failure ? [] : await instructorChoices(db()) };
}

export function action({ request }: Route.ActionArgs) {
  return eventsAction(request);
}

export default function EventsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, items, total, instructors } = loaderData;
  return (
    <InstructorChoices value={instructors}>
      <CatalogLayout
        screen={screen}
        loaderData={loaderData}
        actionData={actionData}
        RecordForm={EventForm}
        filters={<EventFilterBar filters={filters} />}
        table={items ? <EventTable events={items} total={total} tab={filters.tab} narrowed={isNarrowed(filters)} /> : null}
        pageHref={(to) => eventListSearch(filters, to)}
      />
    </InstructorChoices>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Events | Admin' }];
