import { type ContentKey, type ContentOf, mayEditContent } from '#app/content/editable/index.ts';
import { PREVIEW_PARAMETER, PREVIEW_VALUE } from '#app/lib/content-preview.ts';
import { readSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { logger } from '../logger.ts';
import { publishedContent } from './reader.ts';
import { draftContent } from './store.ts';

// A public page's content for the request: what is published, or, when the address asks for the preview
// (?preview=content) and the visitor is staff who may edit content, the draft. Whatever the answer, an
// address that asks for the preview is answered privately (PREVIEW_HEADERS): never kept by the page
// cache or any shared cache, so a draft never reaches a guest and a guest's copy never reaches staff.

export const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store' } as const;

export interface PageContent<Key extends ContentKey> {
  content: ContentOf<Key>;
  /** The draft is shown: the page says so. */
  preview: boolean;
  /** The address asked for the preview: the answer carries PREVIEW_HEADERS. */
  asked: boolean;
}

export async function pageContent<Key extends ContentKey>(request: Request, db: Database, key: Key): Promise<PageContent<Key>> {
  const asked = new URL(request.url).searchParams.get(PREVIEW_PARAMETER) === PREVIEW_VALUE;
  // Only a request with a cookie can carry a staff session: no other asks the sign-in tables anything.
  if (asked && request.headers.has('cookie')) {
    try {
      const session = await readSession(request);
      if (session && mayEditContent(session.role, key)) return { content: await draftContent(db, key), preview: true, asked };
    } catch (error) {
      logger.error({ err: error, key }, 'content preview could not be read');
    }
  }
  return { content: await publishedContent(db, key), preview: false, asked };
}
