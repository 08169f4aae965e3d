import type { ReactNode } from 'react';
import { RETREAT_DIALOG_ID, STAY_DIALOG_ID } from '#app/lib/checkout.ts';
import { PAYMENT_MESSAGES } from '#app/lib/payment-messages.ts';
import { CloseButton } from '../ui/close-button.tsx';
import { ReplyTemplates } from '../ui/reply-templates.tsx';
import { APPOINTMENT_DIALOG_ID } from './appointment-dialog.contract.ts';
import { checkoutDialogMarkup as markup, type CheckoutKind } from './checkout-dialog.contract.ts';

/** After a paid booking the modal resets and closes after 3 s; after an unpaid one, 2 s. */
export const PAID_CLOSE_MS = 3000;
export const UNPAID_CLOSE_MS = 2000;

/**
 * Each checkout's dialog: its id, its title, the message when the server could not create the order and
 * gave no reason, and how long the answer shows before the dialog resets and closes, after a
 * paid and (for a checkout that books without paying) an unpaid booking.
 */
const checkouts = {
  retreat: {
    id: RETREAT_DIALOG_ID,
    title: 'BOOK THIS EXPERIENCE',
    orderError: PAYMENT_MESSAGES.orderFailed,
    closeAfterMs: { paid: PAID_CLOSE_MS, unpaid: UNPAID_CLOSE_MS },
  },
  stay: {
    id: STAY_DIALOG_ID,
    title: 'CUSTOMER INFORMATION',
    orderError: PAYMENT_MESSAGES.stayOrderFailed,
    closeAfterMs: { paid: PAID_CLOSE_MS },
  },
  // One dialog per batch: each is given its own id (components/payments/enrol-dialog.tsx).
  training: {
    id: 'enrol',
    title: 'ENROL',
    orderError: PAYMENT_MESSAGES.orderFailed,
    closeAfterMs: { paid: PAID_CLOSE_MS },
  },
  // The Therapies page's: the time pressed is written in as it opens (appointment-dialog.enhance.ts).
  appointment: {
    id: APPOINTMENT_DIALOG_ID,
    title: 'CONTACT DETAILS',
    orderError: PAYMENT_MESSAGES.orderFailed,
    closeAfterMs: { paid: PAID_CLOSE_MS },
  },
} satisfies Record<CheckoutKind, { id: string; title: string; orderError: string; closeAfterMs: { paid: number; unpaid?: number } }>;

/** The frame both checkouts share: a modal <dialog> with its title, the × and the answers' templates. */
export function CheckoutDialog({
  kind,
  id: ownId,
  siteName,
  className,
  extra,
  children,
}: {
  /** Which checkout it is, and which script (checkout.enhance.ts) drives it. */
  kind: CheckoutKind;
  /** The dialog's id where a page has several of one kind (an enrolment's, one per batch). */
  id?: string;
  siteName: string;
  /** Data attributes of the kind's own script. */
  extra?: Record<`data-${string}`, string>;
  /** Its width, and for a tall one its height. */
  className: string;
  children: ReactNode;
}) {
  const { title, orderError, closeAfterMs } = checkouts[kind];
  const id = ownId ?? checkouts[kind].id;
  return (
    <dialog
      id={id}
      {...extra}
      {...markup.dialog.props(kind)}
      {...markup.siteName.props(siteName)}
      {...markup.orderError.props(orderError)}
      {...markup.paidCloseMs.props(closeAfterMs.paid)}
      {...('unpaid' in closeAfterMs ? markup.unpaidCloseMs.props(closeAfterMs.unpaid) : {})}
      aria-labelledby={`${id}-title`}
      className={`m-auto rounded-2xl bg-sand-50 p-0 text-ink shadow-2xl backdrop:bg-forest-950/70 ${className}`}
    >
      <div className="p-6 sm:p-7">
        <div className="flex items-start justify-between gap-3">
          <h2 id={`${id}-title`} className="font-sans text-xl font-bold tracking-[0.1em] text-forest-900">
            {title}
          </h2>
          <CloseButton className="-mt-1" />
        </div>
        {children}
        <ReplyTemplates />
      </div>
    </dialog>
  );
}
