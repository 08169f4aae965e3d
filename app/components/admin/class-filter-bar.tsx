import { Field } from '#app/components/ui/field.tsx';
import { FIELD_ROW, SelectField } from '#app/components/ui/select-field.tsx';
import { type ClassListFilters, classListSearch, MAX_CATALOG_SEARCH } from '#app/lib/admin/catalog-filters.ts';
import { ListFilterForm } from './list-filter-form.tsx';

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
      <Field
        label="Search"
        id="class-search"
        type="search"
        name="q"
        defaultValue={filters.q}
        maxLength={MAX_CATALOG_SEARCH}
        hint="Title, instructor or schedule"
      />
      <SelectField className={FIELD_ROW} id="class-sort" label="Sort by" name="sort" defaultValue={filters.sort} options={sortOptions} />
    </ListFilterForm>
  );
}
