import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { GalleryImage } from '#app/components/site/gallery-image.tsx';
import { GALLERY_MESSAGES } from '#app/lib/admin/gallery-messages.ts';
import type { GalleryAdminPhotoView } from '#app/lib/gallery-view.ts';
import { buttonClass } from './buttons.ts';
import { ConfirmDelete } from './confirm-delete.tsx';

/** One button that posts its intent for one photo: a plain form, so it works before JavaScript loads. */
function PhotoButton({
  photo,
  intent,
  label,
  disabled = false,
  children,
}: {
  photo: GalleryAdminPhotoView;
  intent: string;
  label: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={photo.id} />
      <button type="submit" className={buttonClass('secondary', 'sm')} aria-label={label} disabled={disabled}>
        {children}
      </button>
    </Form>
  );
}

/** 'Photos (count)' in the gallery's order, hidden ones marked, each with its buttons. */
export function GalleryPhotoList({ photos }: { photos: GalleryAdminPhotoView[] }) {
  const shown = photos.filter((photo) => !photo.hidden).length;
  return (
    <section aria-labelledby="gallery-photos-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h2 id="gallery-photos-title" className="text-xl font-semibold text-forest-900">
        Photos ({photos.length})
      </h2>
      <p className="mt-1 text-sm text-muted">
        {shown} shown on the gallery page in this order; the first seven shown also make the home page’s MOMENTS OF HEALING.
      </p>
      {photos.length === 0 ? (
        <p className="py-6 text-muted">No photos yet. Upload one to get started!</p>
      ) : (
        <ol className="mt-5 divide-y divide-sand-200">
          {photos.map((photo, index) => (
            <li key={photo.id} className="flex flex-col gap-4 py-4 sm:flex-row sm:items-center">
              <GalleryImage
                photo={photo}
                sizes="(min-width: 640px) 10rem, 100vw"
                lazy={false}
                className={`aspect-[4/3] w-full rounded-lg object-cover sm:w-40 ${photo.hidden ? 'opacity-50' : ''}`}
              />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold text-forest-900">
                  {photo.position}.{' '}
                  {photo.hidden ? <span className="ml-1 rounded bg-sand-200 px-2 py-0.5 text-xs text-ink">Hidden</span> : null}
                </p>
                <p className="mt-1 break-words text-ink">{photo.alt}</p>
                <p className="mt-1 text-xs text-muted">{photo.source.kind === 'shipped' ? 'Shipped with the site' : 'Uploaded'}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                <PhotoButton photo={photo} intent="move-up" label={`Move up: ${photo.alt}`} disabled={index === 0}>
                  Move up
                </PhotoButton>
                <PhotoButton photo={photo} intent="move-down" label={`Move down: ${photo.alt}`} disabled={index === photos.length - 1}>
                  Move down
                </PhotoButton>
                <PhotoButton
                  photo={photo}
                  intent={photo.hidden ? 'show' : 'hide'}
                  label={`${photo.hidden ? 'Show' : 'Hide'}: ${photo.alt}`}
                >
                  {photo.hidden ? 'Show' : 'Hide'}
                </PhotoButton>
                <ConfirmDelete id={photo.id} question={GALLERY_MESSAGES.confirmDelete} label={`Delete: ${photo.alt}`} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
