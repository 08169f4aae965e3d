import { Form, Link, useSubmit } from 'react-router';
import { Field } from '#app/components/ui/field.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { type BookingFilters, filterSearchParams, MAX_SEARCH_LENGTH } from '#app/lib/admin/booking-filters.ts';
import { kindLabels } from '#app/lib/admin/booking-view.ts';
import { useStaffCan } from '#app/lib/admin/use-staff-can.ts';
import { bookingKinds, bookingStatuses } from '#app/lib/enums.ts';
import { buttonClass } from './buttons.ts';

const statusOptions = [
  { value: '', label: 'All statuses' },
  ...bookingStatuses.map((status) => ({ value: status, label: status[0]!.toUpperCase() + status.slice(1) })),
];
const kindOptions = [{ value: '', label: 'All kinds' }, ...bookingKinds.map((kind) => ({ value: kind, label: kindLabels[kind] }))];

/** Search and filters as a GET form: the URL holds them, so the export and the pager can repeat them. */
export function BookingFilterBar({ filters }: { filters: BookingFilters }) {
  const submit = useSubmit();
  const mayExport = useStaffCan()('booking:export');
  const exportHref = `/admin/bookings/export.csv?${filterSearchParams(filters).toString()}`;
  return (
    <Form
      method="get"
      // Explicit: the current address's own query would otherwise be encoded differently on server and client.
      action="/admin/bookings"
      role="search"
      aria-label="Filter bookings"
      // A new key after Clear or Apply resets the fields to what the URL says.
      key={filterSearchParams(filters).toString()}
      // Blank fields stay out of the address, so it reads like the filter (without JavaScript they are merely ignored).
      onSubmit={(event) => {
        event.preventDefault();
        const params = new URLSearchParams();
        for (const [key, value] of new FormData(event.currentTarget))
          if (typeof value === 'string' && value.trim()) params.set(key, value.trim());
        void submit(params, { method: 'get' });
      }}
      className="mb-6 grid gap-x-4 gap-y-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:grid-cols-2 lg:grid-cols-[1.4fr_repeat(4,1fr)]"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <Field
          label="Search"
          id="booking-search"
          type="search"
          name="q"
          defaultValue={filters.q}
          maxLength={MAX_SEARCH_LENGTH}
          hint="Name, e-mail, phone, reference or payment ID"
        />
      </div>
      {/* The same room below as a text field keeps for its message, so the row lines up. */}
      <div className="pb-6">
        <SelectField id="booking-status-filter" label="Status" name="status" defaultValue={filters.status} options={statusOptions} />
      </div>
      <div className="pb-6">
        <SelectField id="booking-kind-filter" label="Kind" name="kind" defaultValue={filters.kind} options={kindOptions} />
      </div>
      <Field label="Event date from" id="booking-from" type="date" name="from" defaultValue={filters.from} />
      <Field label="Event date to" id="booking-to" type="date" name="to" defaultValue={filters.to} />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-5">
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-forest-900">
          <input type="checkbox" name="noRoom" value="1" defaultChecked={filters.noRoom === '1'} className="h-5 w-5 accent-forest-800" />
          Paid, no room only
        </label>
        <button type="submit" className={buttonClass('primary')}>
          Apply
        </button>
        <Link to="/admin/bookings" className={buttonClass('secondary')}>
          Clear
        </Link>
        {/* A plain link: the export is a file download, not a screen. */}
        {mayExport ? (
          <a href={exportHref} download className={`${buttonClass('ghost')} sm:ml-auto`}>
            Export CSV
          </a>
        ) : null}
      </div>
    </Form>
  );
}
