import { type ReactNode, useId } from 'react';
import { CloseButton } from '#app/components/ui/close-button.tsx';
import { useModalDialog } from '#app/components/ui/use-modal-dialog.ts';

/** A modal of the back-office: focus stays inside, Escape and the × close it, focus returns to the opener. */
export function AdminDialog({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'lg',
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'lg';
}) {
  const ref = useModalDialog(open);
  // Its own id: a dialog opened over another (a confirmation over the booking's details) is named by its own title.
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      // Only its own close: React passes a dialog's close event on to the dialogs it is inside, and a
      // confirmation closing must not close the booking's details under it.
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      aria-labelledby={titleId}
      className={`m-auto w-[calc(100%-2rem)] ${size === 'sm' ? 'max-w-md' : 'max-w-2xl'} rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-forest-950/60`}
    >
      {open ? (
        <div className="flex max-h-[85vh] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-sand-200 px-6 py-4">
            <h2 id={titleId} className="text-2xl font-semibold text-forest-900">
              {title}
            </h2>
            <CloseButton onClose={onClose} />
          </div>
          <div className="overflow-y-auto px-6 py-5">{children}</div>
          {footer ? <div className="flex flex-wrap justify-end gap-3 border-t border-sand-200 px-6 py-4">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
