import type { ReactNode } from 'react';
import { CloseButton } from '../ui/close-button.tsx';
import { ReplyTemplates } from '../ui/reply-templates.tsx';
import { checkoutDialogMarkup as markup, type CheckoutKind } from './checkout-dialog.contract.ts';

export interface CheckoutDialogProps {
  id: string;
  /** Which script (checkout.enhance.ts) drives it. */
  kind: CheckoutKind;
  title: string;
  siteName: string;
  /** The message when the server could not create the order and gave no reason (SPEC §8). */
  orderError: string;
  /** How long the answer shows before the dialog resets and closes, after a paid and an unpaid booking. */
  closeAfterMs: { paid: number; unpaid?: number };
  /** Its width, and for a tall one its height. */
  className: string;
  children: ReactNode;
}

/** The frame both checkouts share: a modal <dialog> with its title, the × and the answers' templates. */
export function CheckoutDialog({ id, kind, title, siteName, orderError, closeAfterMs, className, children }: CheckoutDialogProps) {
  return (
    <dialog
      id={id}
      {...markup.dialog.props(kind)}
      {...markup.siteName.props(siteName)}
      {...markup.orderError.props(orderError)}
      {...markup.paidCloseMs.props(closeAfterMs.paid)}
      {...(closeAfterMs.unpaid === undefined ? {} : markup.unpaidCloseMs.props(closeAfterMs.unpaid))}
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
