import { type ClassListFilters, classListSearch, MAX_CATALOG_SEARCH } from '#app/lib/admin/catalog-filters.ts';
import { FilterSearch, FilterSelect, ListFilterForm } from './list-filter-form.tsx';

const PATH = '/admin/classes';
const sortOptions = [
  { value: 'created', label: 'Newest first' },
  { value: 'title', label: 'Title (A to Z)' },
];

/** The classes list's search and order. */
export function ClassFilterBar({ filters }: { filters: ClassListFilters }) {
  return (
    <ListFilterForm
      action={PATH}
      label="Filter classes"
      search={classListSearch(filters)}
      clearHref={PATH}
      className="sm:grid-cols-[2fr_1fr]"
    >
      <FilterSearch id="class-search" defaultValue={filters.q} maxLength={MAX_CATALOG_SEARCH} hint="Title, instructor or schedule" />
      <FilterSelect id="class-sort" label="Sort by" name="sort" defaultValue={filters.sort} options={sortOptions} />
    </ListFilterForm>
  );
}
