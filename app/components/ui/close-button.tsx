import { dialogMarkup } from './dialog.contract.ts';

/**
 * The × in a dialog's corner. Without `onClose` it is markup for app/enhance, which closes the
 * dialog around a `data-dialog-close` button.
 */
export function CloseButton({ onClose, className = '' }: { onClose?: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClose}
      {...dialogMarkup.close.props(!onClose)}
      aria-label="Close"
      className={`inline-flex h-10 w-10 items-center justify-center rounded-full text-xl hover:bg-sand-200 ${className}`}
    >
      ×
    </button>
  );
}
