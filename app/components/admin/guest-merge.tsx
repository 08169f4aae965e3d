import { useId, useState } from 'react';
import { Form } from 'react-router';
import { Field } from '#app/components/ui/field.tsx';
import { GUEST_MESSAGES, mergeQuestion } from '#app/lib/admin/guest-messages.ts';
import type { GuestMatch, GuestView } from '#app/lib/admin/guest-view.ts';
import { AdminDialog } from './admin-dialog.tsx';
import { buttonClass } from './buttons.ts';

/**
 * "Merge with another guest": a search by name, e-mail or phone, then a confirmation naming both guests.
 * The guest whose profile this is stays; the one chosen is merged into it.
 */
export function GuestMerge({ guest, find, matches }: { guest: GuestView; find: string; matches: GuestMatch[] | null }) {
  const [chosen, setChosen] = useState<GuestMatch | null>(null);
  const formId = useId();
  return (
    <section aria-labelledby="guest-merge-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h2 id="guest-merge-heading" className="text-xl font-semibold text-forest-900">
        Merge with another guest
      </h2>
      <p className="mt-1 text-sm text-muted">
        Find the other record of {guest.name}: its bookings, payments and details move here and it is deleted.
      </p>
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-3" preventScrollReset>
        <div className="min-w-0 flex-1 basis-56">
          <Field label="Name, e-mail or phone" name="find" type="search" defaultValue={find} minLength={2} maxLength={120} />
        </div>
        <button type="submit" className={`${buttonClass('secondary')} mb-7`}>
          Search
        </button>
      </Form>
      {matches === null ? null : matches.length === 0 ? (
        <p className="text-sm text-muted">{GUEST_MESSAGES.searchEmpty}</p>
      ) : (
        <ul className="space-y-2" aria-label="Guests found">
          {matches.map((match) => (
            <li key={match.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-sand-100 px-3 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-semibold break-words text-forest-900">{match.name}</p>
                <p className="text-muted wrap-anywhere">
                  {[match.email, match.phone, `${match.bookings} bookings`].filter(Boolean).join(' · ')}
                </p>
              </div>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={() => setChosen(match)}
                aria-label={`Merge ${match.name} into ${guest.name}`}
              >
                Merge…
              </button>
            </li>
          ))}
        </ul>
      )}
      <AdminDialog
        open={chosen !== null}
        onClose={() => setChosen(null)}
        title="Merge guests"
        size="sm"
        footer={
          <>
            <button type="button" className={buttonClass('secondary')} onClick={() => setChosen(null)}>
              Cancel
            </button>
            <Form method="post" id={formId} onSubmit={() => setChosen(null)} preventScrollReset>
              <input type="hidden" name="intent" value="merge" />
              <input type="hidden" name="id" value={guest.id} />
              <input type="hidden" name="duplicateId" value={chosen?.id ?? ''} />
              <button type="submit" className={buttonClass('danger')}>
                Merge
              </button>
            </Form>
          </>
        }
      >
        <p>{chosen ? mergeQuestion(chosen.name, guest.name) : null}</p>
      </AdminDialog>
    </section>
  );
}
