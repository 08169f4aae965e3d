import type { GalleryPhotoView } from '#app/lib/gallery-view.ts';
import { GalleryImage } from './gallery-image.tsx';
import { lightboxMarkup as markup } from './lightbox.contract.ts';

/**
 * The photo viewer's modal <dialog>, one <template> per photo so the large images load only when
 * shown. lightbox.enhance.ts opens it from buttons carrying `lightboxMarkup.open` (its id) and `index`.
 */
export function Lightbox({ id, items }: { id: string; items: readonly GalleryPhotoView[] }) {
  const button = 'rounded-full px-4 py-2 ring-1 ring-sand-200/40 hover:bg-forest-800';
  return (
    <dialog
      id={id}
      {...markup.dialog.props()}
      aria-label="Photo viewer"
      className="m-auto max-h-[92vh] w-[min(64rem,94vw)] on-dark rounded-2xl bg-forest-950 p-0 text-sand-50 backdrop:bg-black/80"
    >
      {items.map((photo) => (
        <template key={photo.id} {...markup.item.props()}>
          <GalleryImage photo={photo} sizes="94vw" className="max-h-[80vh] w-full object-contain" />
        </template>
      ))}
      <figure className="relative">
        <div {...markup.photo.props()} />
        <figcaption className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
          <span {...markup.count.props()} />
          <span className="flex gap-2">
            <button type="button" {...markup.step.props(-1)} className={button}>
              ← Previous
            </button>
            <button type="button" {...markup.step.props(1)} className={button}>
              Next →
            </button>
            <button type="button" {...markup.close.props()} className="rounded-full bg-sand-50 px-4 py-2 font-semibold text-forest-900">
              Close
            </button>
          </span>
        </figcaption>
      </figure>
    </dialog>
  );
}
