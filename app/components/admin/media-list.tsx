import { GalleryImage } from '#app/components/site/gallery-image.tsx';
import { MEDIA_MESSAGES } from '#app/lib/admin/media-messages.ts';
import { labelOfUse, type MediaLibraryItem } from '#app/lib/media-library.ts';
import { ConfirmDelete } from './confirm-delete.tsx';

/** The library's images, each with its alt text, file name and where it is used; only an unused one offers Delete. */
export function MediaList({ items, searched }: { items: MediaLibraryItem[]; searched: boolean }) {
  return (
    <section aria-labelledby="media-list-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h2 id="media-list-title" className="text-xl font-semibold text-forest-900">
        {searched ? 'Images found' : 'Images'} ({items.length})
      </h2>
      {items.length === 0 ? (
        <p className="py-6 text-muted">{searched ? 'No image matches this search.' : 'No images yet. Upload one to get started!'}</p>
      ) : (
        <ul className="mt-5 divide-y divide-sand-200">
          {items.map((item) => (
            <li key={item.key} className="flex flex-col gap-4 py-4 sm:flex-row sm:items-start">
              <GalleryImage
                photo={{ ...item, id: item.key }}
                sizes="(min-width: 640px) 10rem, 100vw"
                className="aspect-[4/3] w-full rounded-lg object-cover sm:w-40"
              />
              <div className="min-w-0 flex-1">
                <p className="break-words text-ink">{item.alt}</p>
                <p className="mt-1 text-xs break-all text-muted">
                  {item.fileName} · {item.source.kind === 'shipped' ? 'Shipped with the site' : 'Uploaded'} · {item.width} × {item.height}
                </p>
                {item.uses.length > 0 ? (
                  <div className="mt-2 text-sm">
                    <p className="font-semibold text-forest-900">Used on</p>
                    <ul className="mt-1 list-disc pl-5 text-ink">
                      {item.uses.map((use) => (
                        <li key={labelOfUse(use)}>{labelOfUse(use)}</li>
                      ))}
                    </ul>
                  </div>
                ) : (
                  <p className="mt-2 text-sm text-muted">Not used on any page.</p>
                )}
              </div>
              {item.uses.length === 0 ? (
                <ConfirmDelete id={item.key} question={MEDIA_MESSAGES.confirmDelete} label={`Delete: ${item.alt}`} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
