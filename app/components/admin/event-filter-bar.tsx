import { Link } from 'react-router';
import { Field } from '#app/components/ui/field.tsx';
import { capitalized, optionsOf } from '#app/components/ui/select-field.tsx';
import { type EventListFilters, eventListSearch, eventListTabs, MAX_CATALOG_SEARCH } from '#app/lib/admin/catalog-filters.ts';
import { eventTags, eventTypes } from '#app/lib/enums.ts';
import { FilterSearch, FilterSelect, ListFilterForm } from './list-filter-form.tsx';

const PATH = '/admin/events';
const tabLabels = { upcoming: 'Upcoming', past: 'Past' } as const;
const typeOptions = [{ value: '', label: 'All types' }, ...optionsOf(eventTypes, capitalized)];
const tagOptions = [{ value: '', label: 'All tags' }, ...optionsOf(eventTags)];

/** The list's address with a query made by eventListSearch, without a lone '?' when it is empty. */
function listHref(search: string): string {
  return search === '?' ? PATH : `${PATH}${search}`;
}

/** Upcoming and Past as links (each keeps the other filters), then the search and filters of the list. */
export function EventFilterBar({ filters }: { filters: EventListFilters }) {
  return (
    <>
      <nav aria-label="Events by date" className="mb-4">
        <ul className="inline-flex flex-wrap gap-1 rounded-xl bg-sand-100 p-1">
          {eventListTabs.map((tab) => {
            const active = tab === filters.tab;
            return (
              <li key={tab}>
                <Link
                  to={listHref(eventListSearch({ ...filters, tab }))}
                  aria-current={active ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold ${
                    active ? 'bg-forest-800 text-white' : 'text-forest-900 hover:bg-sand-200'
                  }`}
                >
                  {tabLabels[tab]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <ListFilterForm
        action={PATH}
        label="Filter events"
        search={eventListSearch(filters)}
        clearHref={listHref(eventListSearch({ ...filters, q: '', from: '', to: '', type: '', tag: '' }))}
        className="grid-cols-2 lg:grid-cols-[1.4fr_repeat(4,1fr)]"
      >
        {/* Upcoming is the list's default, so its address need not say so. */}
        {filters.tab === 'upcoming' ? null : <input type="hidden" name="tab" value={filters.tab} />}
        <div className="col-span-2 lg:col-span-1">
          <FilterSearch id="event-search" defaultValue={filters.q} maxLength={MAX_CATALOG_SEARCH} hint="Title or facilitator" />
        </div>
        <Field label="From" id="event-from" type="date" name="from" defaultValue={filters.from} />
        <Field label="To" id="event-to" type="date" name="to" defaultValue={filters.to} />
        <FilterSelect id="event-type-filter" label="Type" name="type" defaultValue={filters.type} options={typeOptions} />
        <FilterSelect id="event-tag-filter" label="Tag" name="tag" defaultValue={filters.tag} options={tagOptions} />
      </ListFilterForm>
    </>
  );
}
