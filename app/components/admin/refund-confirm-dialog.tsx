import { AdminDialog } from './admin-dialog.tsx';
import { buttonClass } from './buttons.ts';

// The last look before money moves: the amount and the guest, named, and a button that sends the form.

export interface RefundToConfirm {
  give: 'refund' | 'credit';
  amount: string;
  guestName: string;
}

export function refundQuestion({ give, amount, guestName }: RefundToConfirm): string {
  return give === 'credit'
    ? `Give ${guestName} a credit of ${amount}? No money goes back; the guest gets a credit code.`
    : `Refund ${amount} to ${guestName}? The money goes back to the card or account they paid with.`;
}

export function RefundConfirmDialog({
  confirming,
  formId,
  onClose,
}: {
  confirming: RefundToConfirm | null;
  formId: string;
  onClose: () => void;
}) {
  return (
    <AdminDialog
      open={confirming !== null}
      onClose={onClose}
      title="Please confirm"
      size="sm"
      footer={
        confirming ? (
          <>
            <button type="button" className={buttonClass('secondary')} onClick={onClose}>
              Cancel
            </button>
            {/* Sent first, then closed: a submit button removed in its own click would send nothing. */}
            <button
              type="button"
              className={buttonClass('danger')}
              onClick={() => {
                const form = document.getElementById(formId);
                if (form instanceof HTMLFormElement) form.requestSubmit();
                onClose();
              }}
            >
              {confirming.give === 'credit' ? `Give ${confirming.amount} credit` : `Refund ${confirming.amount}`}
            </button>
          </>
        ) : null
      }
    >
      {confirming ? <p>{refundQuestion(confirming)}</p> : null}
    </AdminDialog>
  );
}
