import { useId } from 'react';
import { inGalleryRows } from '#app/lib/gallery-layout.ts';
import type { GalleryPhotoView } from '#app/lib/gallery-view.ts';
import { GalleryImage } from './gallery-image.tsx';
import { lightboxMarkup } from './lightbox.contract.ts';
import { Lightbox } from './lightbox.tsx';

/** The gallery's photos in rows of 3, 4 and 3, each opening the photo viewer at itself. */
export function GalleryGrid({ photos }: { photos: readonly GalleryPhotoView[] }) {
  const viewerId = useId();
  const rows = inGalleryRows(photos);

  return (
    <>
      <section className="container-page space-y-3 py-14 sm:space-y-4">
        {rows.map((row, rowIndex) => {
          // A row of four is the pattern's middle one; other rows take thirds, however many photos they hold.
          const four = row.length === 4;
          return (
            <ul key={rowIndex} className={`grid gap-3 sm:gap-4 ${four ? 'grid-cols-2 md:grid-cols-4' : 'grid-cols-1 sm:grid-cols-3'}`}>
              {row.map(({ item: photo, index }) => (
                <li key={photo.id}>
                  <button
                    type="button"
                    {...lightboxMarkup.open.props(viewerId)}
                    {...lightboxMarkup.index.props(index)}
                    className="group block w-full overflow-hidden rounded-xl"
                    aria-label={`Open photo ${index + 1}: ${photo.alt}`}
                  >
                    <GalleryImage
                      photo={photo}
                      sizes={four ? '(min-width: 768px) 25vw, 50vw' : '(min-width: 640px) 33vw, 100vw'}
                      className="aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-105"
                    />
                  </button>
                </li>
              ))}
            </ul>
          );
        })}
      </section>
      {photos.length > 0 ? <Lightbox id={viewerId} items={photos} /> : null}
    </>
  );
}
