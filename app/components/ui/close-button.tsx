/** The × in a dialog's corner. */
export function CloseButton({ onClose, className = '' }: { onClose: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label="Close"
      className={`inline-flex h-10 w-10 items-center justify-center rounded-full text-xl hover:bg-sand-200 ${className}`}
    >
      ×
    </button>
  );
}
