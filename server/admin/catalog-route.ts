import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { z } from 'zod';
import { banner, type CatalogActionData } from '#app/lib/admin/banner.ts';
import type { eventMessages } from '#app/lib/admin/messages.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { listAudit } from '../audit/index.ts';
import { requireAdmin, requireAdminApi, type StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { db } from '../db/index.ts';
import { logger } from '../logger.ts';
import { readAdminForm, type UploadArea, UploadRefused } from '../uploads/index.ts';
import { storeChosenImage } from './catalog-form.ts';
import { ChangeRefused } from './change-refused.ts';

export interface ListPage {
  limit: number;
  offset: number;
}

/** Rows on one page of the Events and Classes tables: the newest created first, as SPEC §7 orders them. */
export const CATALOG_PAGE_SIZE = 50;

function requestedPage(url: URL): number {
  const page = Number(url.searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** One kind of record of the Events and Classes screens, and the server functions that keep it. */
export interface CatalogResource<Row extends { id: string }, Input> {
  entity: 'event' | 'class';
  area: UploadArea;
  messages: typeof eventMessages;
  schema: z.ZodType<Input>;
  list(db: Database, page: ListPage): Promise<Row[]>;
  count(db: Database): Promise<number>;
  find(db: Database, id: string): Promise<Row | null>;
  create(db: Database, actor: StaffSession, input: Input, imageUrl: string | null): Promise<unknown>;
  /** Null when the record is gone; `imageUrl` undefined keeps the stored image. */
  update(db: Database, actor: StaffSession, id: string, input: Input, imageUrl: string | undefined): Promise<unknown | null>;
  remove(db: Database, actor: StaffSession, id: string): Promise<unknown | null>;
}

/** The list, and the record of `?edit=` with its history. */
export async function loadCatalog<Row extends { id: string }, Input>(request: Request, resource: CatalogResource<Row, Input>) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const editId = url.searchParams.get('edit');
  const { messages } = resource;
  try {
    const total = await resource.count(db());
    const pages = Math.max(1, Math.ceil(total / CATALOG_PAGE_SIZE));
    const page = Math.min(requestedPage(url), pages);
    const items = await resource.list(db(), { limit: CATALOG_PAGE_SIZE, offset: (page - 1) * CATALOG_PAGE_SIZE });
    const list = { items, total, page, pages };
    if (editId === null) return { ...list, editing: null, history: [], banner: null };
    const editing = isRecordId(editId) ? await resource.find(db(), editId) : null;
    // A stale or mistyped link (or the record just deleted from its own form): the list, no form, a red
    // banner. Not a 404: the revalidation after deleting the record being edited lands here too.
    if (!editing) return { ...list, editing: null, history: [], banner: banner('error', messages.fetchFailed) };
    return { ...list, editing, history: await listAudit(db(), resource.entity, editing.id), banner: null };
  } catch (error) {
    logger.error({ err: error, entity: resource.entity }, 'admin catalog read failed');
    return { items: null, total: 0, page: 1, pages: 1, editing: null, history: [], banner: banner('error', messages.fetchFailed) };
  }
}

/** Create, update (with an optional image) and delete, each answered with the banner of SPEC §8. */
export async function catalogAction<Row extends { id: string }, Input>(request: Request, resource: CatalogResource<Row, Input>) {
  const session = await requireAdminApi(request);
  const { messages } = resource;
  let formData: FormData;
  try {
    formData = await readAdminForm(request);
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    return data<CatalogActionData>({ banner: banner('error', `${messages.saveFailed}: ${error.message}`) }, { status: error.status });
  }
  const intent = formData.get('intent');
  if (intent === 'delete') return remove(resource, session, formData.get('id'));
  if (intent !== 'create' && intent !== 'update') return data<CatalogActionData>({ banner: banner('error', messages.saveFailed) }, { status: 400 });

  const submission = parseWithZod(formData, { schema: resource.schema });
  const failed = (status: number, reason?: string) =>
    data(
      { result: submission.reply(reason ? { formErrors: [reason] } : undefined), banner: banner('error', reason ? `${messages.saveFailed}: ${reason}` : messages.saveFailed) },
      { status },
    );
  if (submission.status !== 'success') return failed(400);
  const id = formData.get('id');
  if (intent === 'update' && !isRecordId(id)) return failed(404);
  try {
    // Checked before any image is stored, so a stale form leaves no stray file behind.
    if (intent === 'update' && !(await resource.find(db(), id as string))) return failed(404);
    const imageUrl = await storeChosenImage(resource.area, formData);
    if (intent === 'create') {
      await resource.create(db(), session, submission.value, imageUrl ?? null);
      return { banner: banner('success', messages.created), saved: true };
    }
    const saved = await resource.update(db(), session, id as string, submission.value, imageUrl);
    if (!saved) return failed(404);
    return { banner: banner('success', messages.updated), saved: true };
  } catch (error) {
    if (error instanceof UploadRefused) return failed(422, error.message);
    if (error instanceof ChangeRefused) return failed(409, error.message);
    logger.error({ err: error, entity: resource.entity }, 'admin catalog save failed');
    return failed(503);
  }
}

async function remove<Row extends { id: string }, Input>(resource: CatalogResource<Row, Input>, session: StaffSession, id: FormDataEntryValue | null) {
  const failed = (status: number) => data<CatalogActionData>({ banner: banner('error', resource.messages.deleteFailed) }, { status });
  if (!isRecordId(id)) return failed(404);
  try {
    const deleted = await resource.remove(db(), session, id);
    if (!deleted) return failed(404);
    return { banner: banner('success', resource.messages.deleted), deleted: id };
  } catch (error) {
    logger.error({ err: error, entity: resource.entity }, 'admin catalog delete failed');
    return failed(503);
  }
}
