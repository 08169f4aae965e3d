import { Field } from '#app/components/ui/field.tsx';
import { capitalized, optionsOf } from '#app/components/ui/select-field.tsx';
import { type BookingFilters, filterSearchParams, MAX_SEARCH_LENGTH } from '#app/lib/admin/booking-filters.ts';
import { kindLabels } from '#app/lib/admin/booking-view.ts';
import { useStaffCan } from '#app/lib/admin/use-staff-can.ts';
import { bookingKinds, bookingStatuses } from '#app/lib/enums.ts';
import { buttonClass } from './buttons.ts';
import { FilterSearch, FilterSelect, ListFilterForm } from './list-filter-form.tsx';

const statusOptions = [{ value: '', label: 'All statuses' }, ...optionsOf(bookingStatuses, capitalized)];
const kindOptions = [{ value: '', label: 'All kinds' }, ...optionsOf(bookingKinds, (kind) => kindLabels[kind])];

/** Search and filters as a GET form: the URL holds them, so the export and the pager can repeat them. */
export function BookingFilterBar({ filters }: { filters: BookingFilters }) {
  const mayExport = useStaffCan()('booking:export');
  const search = filterSearchParams(filters).toString();
  return (
    <ListFilterForm
      action="/admin/bookings"
      label="Filter bookings"
      search={search}
      clearHref="/admin/bookings"
      className="sm:grid-cols-2 lg:grid-cols-[1.4fr_repeat(4,1fr)]"
      beforeApply={
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-forest-900">
          <input type="checkbox" name="noRoom" value="1" defaultChecked={filters.noRoom === '1'} className="h-5 w-5 accent-forest-800" />
          Paid, no room only
        </label>
      }
      afterClear={
        // A plain link: the export is a file download, not a screen.
        mayExport ? (
          <a href={`/admin/bookings/export.csv?${search}`} download className={`${buttonClass('ghost')} sm:ml-auto`}>
            Export CSV
          </a>
        ) : null
      }
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <FilterSearch
          id="booking-search"
          defaultValue={filters.q}
          maxLength={MAX_SEARCH_LENGTH}
          hint="Name, e-mail, phone, reference or payment ID"
        />
      </div>
      <FilterSelect id="booking-status-filter" label="Status" name="status" defaultValue={filters.status} options={statusOptions} />
      <FilterSelect id="booking-kind-filter" label="Kind" name="kind" defaultValue={filters.kind} options={kindOptions} />
      <Field label="Event date from" id="booking-from" type="date" name="from" defaultValue={filters.from} />
      <Field label="Event date to" id="booking-to" type="date" name="to" defaultValue={filters.to} />
    </ListFilterForm>
  );
}
