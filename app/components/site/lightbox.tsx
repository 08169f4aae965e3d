import { useRef, type KeyboardEvent } from 'react';
import { useModalDialog } from '../ui/use-modal-dialog.ts';
import type { ImageName } from '#app/content/media-manifest.ts';
import { Picture } from '../ui/picture.tsx';

/**
 * A modal <dialog>: the browser keeps focus inside and closes it on Escape; arrows move between
 * images; closing returns focus to the thumbnail that opened it.
 */
export function Lightbox({
  items,
  index,
  onChange,
  onClose,
}: {
  items: readonly ImageName[];
  index: number | null;
  onChange: (index: number) => void;
  onClose: () => void;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const ref = useModalDialog(index !== null, () => closeRef.current?.focus());

  const step = (delta: number) => {
    if (index === null) return;
    onChange((index + delta + items.length) % items.length);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    if (event.key === 'ArrowLeft') step(-1);
  };
  const name = index === null ? null : items[index];

  return (
    <dialog
      ref={ref}
      onClose={onClose}
      onKeyDown={onKeyDown}
      aria-label="Photo viewer"
      className="m-auto max-h-[92vh] w-[min(64rem,94vw)] rounded-2xl bg-forest-950 p-0 text-sand-50 backdrop:bg-black/80"
    >
      {name ? (
        <figure className="relative">
          <Picture name={name} sizes="94vw" className="max-h-[80vh] w-full object-contain" />
          <figcaption className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
            <span>
              {index! + 1} / {items.length}
            </span>
            <span className="flex gap-2">
              <button type="button" onClick={() => step(-1)} className="rounded-full px-4 py-2 ring-1 ring-sand-200/40 hover:bg-forest-800">
                ← Previous
              </button>
              <button type="button" onClick={() => step(1)} className="rounded-full px-4 py-2 ring-1 ring-sand-200/40 hover:bg-forest-800">
                Next →
              </button>
              <button ref={closeRef} type="button" onClick={onClose} className="rounded-full bg-sand-50 px-4 py-2 font-semibold text-forest-900">
                Close
              </button>
            </span>
          </figcaption>
        </figure>
      ) : null}
    </dialog>
  );
}
