import { Form, useLocation } from 'react-router';
import { BULK_MAX, BULK_MESSAGES } from '#app/lib/schemas/admin/bulk.ts';
import { buttonClass } from './buttons.ts';

// Several bookings at once: the table's tick boxes belong to this form (by its id), so it works without
// JavaScript too; the server does each booking as one at a time and answers with what happened to each.

export const BULK_FORM_ID = 'bulk-bookings';

/**
 * Where the bulk form posts: the list as filtered, without an open record. Written out by URLSearchParams
 * on the server and in the browser alike, so a search with quotes or spaces renders the same on both.
 */
function listAction(search: string): string {
  const params = new URLSearchParams(search);
  for (const opened of ['view', 'edit', 'move', 'new']) params.delete(opened);
  const query = params.toString();
  return query ? `/admin/bookings?${query}` : '/admin/bookings';
}

export function BulkActions() {
  const { search } = useLocation();
  return (
    <Form
      method="post"
      action={listAction(search)}
      id={BULK_FORM_ID}
      preventScrollReset
      className="mb-3 flex flex-wrap items-center gap-3"
      aria-labelledby="bulk-title"
    >
      <h3 id="bulk-title" className="sr-only">
        Selected bookings
      </h3>
      <input type="hidden" name="intent" value="bulk" />
      <p className="text-sm text-muted">{BULK_MESSAGES.hint}</p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="bulk" value="confirm" className={buttonClass('secondary', 'sm')}>
          Confirm selected
        </button>
        <button type="submit" name="bulk" value="cancel" className={buttonClass('danger', 'sm')}>
          Cancel selected
        </button>
      </div>
    </Form>
  );
}

/** A row's tick box, sent with the bulk form; never more than the form reader allows. */
export function BulkSelect({ id, label, index }: { id: string; label: string; index: number }) {
  return (
    <input
      type="checkbox"
      form={BULK_FORM_ID}
      name="ids"
      value={id}
      aria-label={label}
      disabled={index >= BULK_MAX}
      className="h-5 w-5 accent-forest-800"
    />
  );
}
