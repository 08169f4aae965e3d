import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Keeps a native <dialog> shown as a modal while `open` is true. The browser then keeps focus inside,
 * closes it on Escape (firing `close`) and returns focus to what opened it.
 */
export function useModalDialog(open: boolean, onOpened?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  // Only `open` decides; onOpened is a focus hint whose identity changes every render.
  const opened = useEffectEvent(() => onOpened?.());
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      opened();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
