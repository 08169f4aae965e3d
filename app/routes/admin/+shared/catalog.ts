import type { BannerMessage } from '#app/components/admin/status-banner.tsx';
import { banner, type CatalogActionData } from '#app/lib/admin/banner.ts';
import { CATALOG_PAGE_SIZE } from '#app/lib/admin/catalog-filters.ts';
import type { EVENT_MESSAGES } from '#app/lib/admin/messages.ts';
import { type PageWindow, paginate } from '#app/lib/paginate.ts';
import { z } from '#app/lib/schemas/z.ts';
import type { StaffSession } from '#server/auth/guard.ts';
import { storeChosenImage } from '#server/catalog/chosen-image.ts';
import type { Database } from '#server/db/client.ts';
import { db } from '#server/db/index.ts';
import type { UploadArea } from '#server/uploads/index.ts';
import { adminAction, intentPermission } from './admin-action.ts';
import { adminLoader, loadEditing } from './admin-loader.ts';

/** One kind of record of the Events and Classes screens as its list reads it: filtered (from the address) and paged. */
export interface CatalogList<Row extends { id: string }, Filters extends { page: number }> {
  entity: 'event' | 'class' | 'instructor';
  messages: typeof EVENT_MESSAGES;
  filters(params: URLSearchParams): Filters;
  list(db: Database, filters: Filters, page: PageWindow): Promise<Row[]>;
  count(db: Database, filters: Filters): Promise<number>;
  find(db: Database, id: string): Promise<Row | null>;
}

/** The same, with the server functions that keep it, for catalogAction. */
export interface CatalogResource<Row extends { id: string }, Input, Filters extends { page: number }> extends CatalogList<Row, Filters> {
  area: UploadArea;
  schema: z.ZodObject<z.ZodRawShape> & z.ZodType<Input>;
  create(db: Database, actor: StaffSession, input: Input, imageUrl: string | null): Promise<unknown>;
  /** Null when the record is gone; `imageUrl` undefined keeps the stored image. */
  update(db: Database, actor: StaffSession, id: string, input: Input, imageUrl: string | undefined): Promise<unknown>;
  remove(db: Database, actor: StaffSession, id: string): Promise<unknown>;
  /** The success banner after an update, when the saved record has more to tell than `messages.updated`. */
  updatedBanner?(saved: never): BannerMessage;
}

/** The list (one page of it, as the address filters it), and the record of `?edit=` with its history. */
export function loadCatalog<Row extends { id: string }, Filters extends { page: number }>(
  request: Request,
  resource: CatalogList<Row, Filters>,
) {
  const { messages } = resource;
  return adminLoader(request, {
    permission: `${resource.entity}:view`,
    failed: messages.fetchFailed,
    load: async ({ params }) => {
      const filters = resource.filters(params);
      const total = await resource.count(db(), filters);
      const { page, pages, ...window } = paginate(total, filters.page, CATALOG_PAGE_SIZE);
      const items = await resource.list(db(), filters, window);
      const editing = await loadEditing(params, resource.find, resource.entity, messages.fetchFailed);
      return { filters, items, total, page, pages, ...editing };
    },
    empty: ({ params }) => ({ filters: resource.filters(params), items: null, total: 0, page: 1, pages: 1, editing: null, history: [] }),
  });
}

const recordId = z.string().max(100).default('');
const deleteSchema = z.object({ intent: z.literal('delete'), id: recordId });
const saveFields = { create: z.object({ intent: z.literal('create') }), update: z.object({ intent: z.literal('update'), id: recordId }) };

/** Create, update (with an optional image) and delete, each answered with its success or failure banner. */
export function catalogAction<Row extends { id: string }, Input, Filters extends { page: number }>(
  request: Request,
  resource: CatalogResource<Row, Input, Filters>,
) {
  const { messages } = resource;
  type Value = { intent: 'delete'; id: string } | (Input & ({ intent: 'create' } | { intent: 'update'; id: string }));
  return adminAction<Value, CatalogActionData>(request, {
    permission: intentPermission(resource.entity),
    files: true,
    messages: { failed: (form) => (form.get('intent') === 'delete' ? messages.deleteFailed : messages.saveFailed) },
    schema: (form) => {
      const intent = form.get('intent');
      if (intent === 'delete') return deleteSchema as z.ZodType<Value>;
      return resource.schema.safeExtend(
        (intent === 'update' ? saveFields.update.shape : saveFields.create.shape) as z.ZodRawShape,
      ) as unknown as z.ZodType<Value>;
    },
    run: async (value, { staff, form }) => {
      if (value.intent === 'delete') {
        const deleted = await resource.remove(db(), staff, value.id);
        return deleted ? { banner: banner('success', messages.deleted), deleted: value.id } : null;
      }
      // Checked before any image is stored, so a stale form leaves no stray file behind.
      if (value.intent === 'update' && !(await resource.find(db(), value.id))) return null;
      const imageUrl = await storeChosenImage(resource.area, form);
      if (value.intent === 'create') {
        await resource.create(db(), staff, value, imageUrl ?? null);
        return { banner: banner('success', messages.created), saved: true };
      }
      const saved = await resource.update(db(), staff, value.id, value, imageUrl);
      if (!saved) return null;
      return { banner: resource.updatedBanner ? resource.updatedBanner(saved as never) : banner('success', messages.updated), saved: true };
    },
  });
}
