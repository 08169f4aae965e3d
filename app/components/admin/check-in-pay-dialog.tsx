import { useState } from 'react';
import { Form } from 'react-router';
import { Field } from '#app/components/ui/field.tsx';
import { OFFLINE_PAYMENT_MESSAGES, offlineMethodOptions } from '#app/lib/admin/offline-payment.ts';
import type { RosterGuest } from '#app/lib/admin/today-view.ts';
import { useStaffCan } from '#app/lib/admin/use-staff-can.ts';
import { AdminDialog } from './admin-dialog.tsx';
import { buttonClass } from './buttons.ts';

// Check-in of a guest who has not paid, or paid part: the dialog offers "Mark paid" with what they owe (the
// booking's price, or its balance, which the server reads again), the method chosen, or checking them in to pay later.

const radioRow =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ring-1 ring-sand-200 has-checked:ring-2 has-checked:ring-forest-700';

export function CheckInPayButton({ guest, owed }: { guest: RosterGuest; owed: string }) {
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState('cash');
  const mayTakePayment = useStaffCan()('booking:update');
  return (
    <>
      {/* Without JavaScript the button checks the guest in, to pay later; with it, it opens the dialog. */}
      <Form method="post" preventScrollReset className="inline">
        <input type="hidden" name="intent" value="check-in" />
        <input type="hidden" name="id" value={guest.bookingId} />
        <button
          type="submit"
          className={buttonClass('primary', 'sm')}
          aria-label={`Check in: ${guest.customerName}`}
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          Check in
        </button>
      </Form>
      <AdminDialog open={open} onClose={() => setOpen(false)} title={`Check in ${guest.customerName}`} size="sm">
        <p>
          {guest.customerName} {guest.paid ? 'has paid part' : 'has not paid'}: <span className="font-semibold">{owed}</span> is owed.
        </p>
        {mayTakePayment ? (
          <Form method="post" preventScrollReset className="mt-4" onSubmit={() => setOpen(false)}>
            <input type="hidden" name="intent" value="check-in" />
            <input type="hidden" name="id" value={guest.bookingId} />
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-forest-900">Paid by</legend>
              <div className="grid grid-cols-2 gap-2">
                {offlineMethodOptions.map((option) => (
                  <label key={option.value} className={radioRow}>
                    <input
                      type="radio"
                      name="method"
                      value={option.value}
                      checked={method === option.value}
                      onChange={() => setMethod(option.value)}
                      className="h-5 w-5 accent-forest-800"
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="mt-4">
              <Field
                name="reference"
                label="Reference"
                autoComplete="off"
                required={method === 'upi' || method === 'bank-transfer'}
                hint={
                  method === 'upi' || method === 'bank-transfer' ? 'The UPI or bank reference' : OFFLINE_PAYMENT_MESSAGES.referenceOptional
                }
              />
            </div>
            <button type="submit" className={buttonClass('primary')}>
              Mark paid {owed} and check in
            </button>
          </Form>
        ) : null}
        <Form method="post" preventScrollReset className="mt-4 border-t border-sand-200 pt-4" onSubmit={() => setOpen(false)}>
          <input type="hidden" name="intent" value="check-in" />
          <input type="hidden" name="id" value={guest.bookingId} />
          <button type="submit" className={buttonClass('secondary')}>
            Check in, not paid yet
          </button>
        </Form>
      </AdminDialog>
    </>
  );
}
