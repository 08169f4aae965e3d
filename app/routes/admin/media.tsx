import { FilterSearch, ListFilterForm } from '#app/components/admin/list-filter-form.tsx';
import { MediaList } from '#app/components/admin/media-list.tsx';
import { MediaUploadForm } from '#app/components/admin/media-upload-form.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import { banner, type CatalogActionData } from '#app/lib/admin/catalog-screen.ts';
import { MEDIA_MESSAGES } from '#app/lib/admin/media-messages.ts';
import { type MediaAction, type MediaIntent, mediaSchemas } from '#app/lib/schemas/admin/media.ts';
import type { z } from '#app/lib/schemas/z.ts';
import { db } from '#server/db/index.ts';
import { addMediaImage, deleteMediaImage, listMediaLibrary } from '#server/media/library.ts';
import { adminAction, intentOf } from './+shared/admin-action.ts';
import { adminLoader } from './+shared/admin-loader.ts';
import type { Route } from './+types/media.ts';

// The back-office's Media library: the images the Site content screen's photo slots choose from, each
// with its alt text and where it is used; an image in use cannot be deleted.

const SEARCH_MAX = 100;

const failed: Record<MediaIntent, string> = { create: MEDIA_MESSAGES.saveFailed, delete: MEDIA_MESSAGES.deleteFailed };

/** The search as the address gives it, cut to what the box takes. */
const searchOf = (params: URLSearchParams) => (params.get('q') ?? '').trim().slice(0, SEARCH_MAX);

export function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, {
    permission: 'content:view',
    failed: MEDIA_MESSAGES.fetchFailed,
    load: async ({ params }) => ({ search: searchOf(params), items: await listMediaLibrary(db(), searchOf(params)) }),
    empty: ({ params }) => ({ search: searchOf(params), items: null }),
  });
}

export function action({ request }: Route.ActionArgs) {
  return adminAction<MediaAction, CatalogActionData>(request, {
    permission: 'content:update',
    files: true,
    schema: (form) => mediaSchemas[intentOf(form, mediaSchemas, 'create')] as z.ZodType<MediaAction>,
    messages: { failed: (form) => failed[intentOf(form, mediaSchemas, 'create')], notFound: MEDIA_MESSAGES.notFound },
    run: async (value, { staff }) => {
      switch (value.intent) {
        case 'create':
          await addMediaImage(db(), staff, value);
          return { banner: banner('success', MEDIA_MESSAGES.created), saved: true };
        case 'delete':
          return (await deleteMediaImage(db(), staff, value.id))
            ? { banner: banner('success', MEDIA_MESSAGES.deleted), deleted: value.id }
            : null;
      }
    },
  });
}

export default function MediaScreen({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData && 'result' in actionData ? actionData.result : null;
  const uploadResult = result?.initialValue?.intent === 'create' ? result : null;
  // After an image is added the form starts empty again: a new key, a new form.
  const uploadKey = actionData && 'saved' in actionData && actionData.saved ? actionData.banner.id : 'upload';
  const { search, items } = loaderData;
  return (
    <>
      <AdminPageHeader title={MEDIA_MESSAGES.title} />
      <div className="mb-6 empty:hidden">
        <StatusBanner message={actionData?.banner ?? loaderData.failure} />
      </div>
      <MediaUploadForm key={uploadKey} lastResult={uploadResult} />
      <ListFilterForm
        action="/admin/media"
        label="Search the media library"
        search={search}
        clearHref="/admin/media"
        className="sm:grid-cols-2"
      >
        <FilterSearch id="media-search" defaultValue={search} maxLength={SEARCH_MAX} hint="Alt text or file name." />
      </ListFilterForm>
      {items ? <MediaList items={items} searched={search !== ''} /> : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Media library | Admin' }];
