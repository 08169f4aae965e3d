import { GalleryPhotoList } from '#app/components/admin/gallery-photo-list.tsx';
import { GalleryUploadForm } from '#app/components/admin/gallery-upload-form.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import { banner, type CatalogActionData } from '#app/lib/admin/catalog-screen.ts';
import { GALLERY_MESSAGES } from '#app/lib/admin/gallery-messages.ts';
import { type GalleryAction, type GalleryIntent, gallerySchemas } from '#app/lib/schemas/admin/gallery.ts';
import type { z } from '#app/lib/schemas/z.ts';
import { db } from '#server/db/index.ts';
import { addGalleryPhoto, deleteGalleryPhoto, moveGalleryPhoto, setGalleryPhotoHidden } from '#server/gallery/admin.ts';
import { listGalleryPhotos } from '#server/gallery/photos.ts';
import { adminAction, intentOf, intentPermission } from './+shared/admin-action.ts';
import { adminLoader } from './+shared/admin-loader.ts';
import type { Route } from './+types/gallery.ts';

// The back-office's Gallery: what /gallery and the home page's collage show, in order.

const failed: Record<GalleryIntent, string> = {
  create: GALLERY_MESSAGES.saveFailed,
  'move-up': GALLERY_MESSAGES.moveFailed,
  'move-down': GALLERY_MESSAGES.moveFailed,
  hide: GALLERY_MESSAGES.saveFailed,
  show: GALLERY_MESSAGES.saveFailed,
  delete: GALLERY_MESSAGES.deleteFailed,
};

export function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, {
    permission: 'gallery:view',
    failed: GALLERY_MESSAGES.fetchFailed,
    load: async () => ({ photos: await listGalleryPhotos(db()) }),
    empty: () => ({ photos: null }),
  });
}

export function action({ request }: Route.ActionArgs) {
  return adminAction<GalleryAction, CatalogActionData>(request, {
    permission: intentPermission('gallery', {
      'move-up': 'gallery:update',
      'move-down': 'gallery:update',
      hide: 'gallery:update',
      show: 'gallery:update',
    }),
    files: true,
    schema: (form) => gallerySchemas[intentOf(form, gallerySchemas, 'create')] as z.ZodType<GalleryAction>,
    messages: { failed: (form) => failed[intentOf(form, gallerySchemas, 'create')], notFound: GALLERY_MESSAGES.notFound },
    run: async (value, { staff }) => {
      switch (value.intent) {
        case 'create':
          await addGalleryPhoto(db(), staff, value);
          return { banner: banner('success', GALLERY_MESSAGES.created), saved: true };
        case 'move-up':
        case 'move-down':
          return (
            (await moveGalleryPhoto(db(), staff, value.id, value.intent === 'move-up' ? 'up' : 'down')) && {
              banner: banner('success', GALLERY_MESSAGES.moved),
            }
          );
        case 'hide':
        case 'show': {
          const hidden = value.intent === 'hide';
          const saved = await setGalleryPhotoHidden(db(), staff, value.id, hidden);
          return saved && { banner: banner('success', hidden ? GALLERY_MESSAGES.hidden : GALLERY_MESSAGES.shown) };
        }
        case 'delete':
          return (await deleteGalleryPhoto(db(), staff, value.id))
            ? { banner: banner('success', GALLERY_MESSAGES.deleted), deleted: value.id }
            : null;
      }
    },
  });
}

export default function GalleryScreen({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData && 'result' in actionData ? actionData.result : null;
  const uploadResult = result?.initialValue?.intent === 'create' ? result : null;
  // After a photo is added the form starts empty again: a new key, a new form.
  const uploadKey = actionData && 'saved' in actionData && actionData.saved ? actionData.banner.id : 'upload';
  return (
    <>
      <AdminPageHeader title="Gallery Management" />
      <div className="mb-6 empty:hidden">
        <StatusBanner message={actionData?.banner ?? loaderData.failure} />
      </div>
      <GalleryUploadForm key={uploadKey} lastResult={uploadResult} />
      {loaderData.photos ? <GalleryPhotoList photos={loaderData.photos} /> : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Gallery | Admin' }];
