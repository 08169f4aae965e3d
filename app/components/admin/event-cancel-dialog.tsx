import { useId, useState } from 'react';
import { Form } from 'react-router';
import { TextArea } from '#app/components/ui/field.tsx';
import { CANCEL_REASON_MAX, giveBackChoices, giveBackLabels } from '#app/lib/admin/event-cancel.ts';
import { AdminDialog } from './admin-dialog.tsx';
import { buttonClass } from './buttons.ts';
import { SeriesScopeChoice } from './series-scope.tsx';

const copy = {
  open: 'Cancel this event',
  title: 'Cancel this event',
  booked: (guests: number) =>
    `${guests === 1 ? '1 guest is' : `${guests} guests are`} booked. Each booking is cancelled, its seat freed, and its guest mailed your reason and what they get back.`,
  reason: 'Reason for the guests',
  reasonHint: 'Shown in their mail, on their booking page and on the calendar.',
  giveBack: 'Guests who paid online get',
  byHand: 'Guests who paid at the estate (cash, UPI, card) are owed all they paid: it is recorded for you to give back by hand.',
  keep: 'Keep the event',
  confirm: 'Cancel event',
} as const;

/**
 * Cancelling an event that guests have booked, in place of deleting it: staff's reason (required,
 * bounded), what paid guests get back (a refund, or credit), and for a series how far it reaches.
 * The server checks all of it again and answers with the banner.
 */
export function EventCancelDialog({ id, name, guests, series }: { id: string; name: string; guests: number; series: boolean }) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <>
      <button type="button" className={buttonClass('danger', 'sm')} onClick={() => setOpen(true)} aria-label={`${copy.open}: ${name}`}>
        {copy.open}
      </button>
      <AdminDialog
        open={open}
        onClose={() => setOpen(false)}
        title={copy.title}
        size="sm"
        footer={
          <>
            <button type="button" className={buttonClass('secondary')} onClick={() => setOpen(false)}>
              {copy.keep}
            </button>
            <Form method="post" id={formId} onSubmit={() => setOpen(false)}>
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="id" value={id} />
              <button type="submit" className={buttonClass('danger')}>
                {copy.confirm}
              </button>
            </Form>
          </>
        }
      >
        <p className="font-semibold text-forest-900">{name}</p>
        <p className="mt-2">{copy.booked(guests)}</p>
        {series ? <SeriesScopeChoice legend="Cancel" form={formId} className="mt-4" /> : null}
        <div className="mt-4">
          <TextArea label={copy.reason} hint={copy.reasonHint} name="reason" form={formId} required maxLength={CANCEL_REASON_MAX} />
        </div>
        <fieldset>
          <legend className="text-sm font-semibold tracking-wide text-forest-900">{copy.giveBack}</legend>
          {giveBackChoices.map((choice) => (
            <label key={choice} className="mt-1.5 flex min-h-11 items-center gap-2 text-base">
              <input
                type="radio"
                name="giveBack"
                value={choice}
                form={formId}
                defaultChecked={choice === 'refund'}
                className="h-5 w-5 accent-forest-800"
              />
              {giveBackLabels[choice]}
            </label>
          ))}
        </fieldset>
        <p className="mt-3 text-sm text-muted">{copy.byHand}</p>
      </AdminDialog>
    </>
  );
}
