import { readLimitedForm } from '../http/body.ts';
import { formHasUnstorableText, UNSTORABLE_TEXT } from '../http/storable.ts';
import { logger } from '../logger.ts';
import { type Storage, storage } from '../storage/index.ts';
import { type EncodedWidth, encodeWidths, ImageRejected } from './encode.ts';
import { MAX_FORM_BYTES, MAX_IMAGE_BYTES, uploadMessages } from './messages.ts';
import { imageKey, safeBaseName, type UploadArea,uploadAreas, uploadStamp } from './names.ts';

export { uploadMessages } from './messages.ts';
export { type UploadArea,uploadAreas } from './names.ts';


/** A readable reason an upload or an admin form was not accepted (not an image, too large, …), and the status to answer with. */
export class UploadRefused extends Error {
  readonly status: number;
  constructor(message: string, status = 422) {
    super(message);
    this.status = status;
  }
}

export interface StoredImage {
  /** What goes into image_url: the public URL of the largest stored width. */
  url: string;
}

/** Checks the bytes, re-encodes with sharp, stores under the area; throws UploadRefused with a reason. */
export async function storeImage(area: UploadArea, file: File): Promise<StoredImage> {
  return storeImageIn(storage(), area, file);
}

/** storeImage with the storage given, for tests of each implementation. */
export async function storeImageIn(store: Storage, area: UploadArea, file: File): Promise<StoredImage> {
  if (!uploadAreas.includes(area)) throw new Error(`unknown upload area ${String(area)}`);
  if (file.size === 0) throw new UploadRefused(uploadMessages.notImage);
  if (file.size > MAX_IMAGE_BYTES) throw new UploadRefused(uploadMessages.tooLarge);

  let encoded: EncodedWidth[];
  try {
    encoded = await encodeWidths(new Uint8Array(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof ImageRejected) throw new UploadRefused(error.message);
    throw error;
  }

  const stamp = uploadStamp();
  const baseName = safeBaseName(file.name);
  const stored: string[] = [];
  try {
    for (const { width, bytes } of encoded) {
      const key = imageKey(area, stamp, baseName, width);
      await store.put(key, bytes, 'image/webp');
      stored.push(key);
    }
  } catch (error) {
    logger.error({ err: error, area }, 'storing an uploaded image failed');
    // No half-stored image stays behind.
    await Promise.allSettled(stored.map((key) => store.remove(key)));
    throw new UploadRefused(uploadMessages.storageFailed);
  }
  return { url: store.url(stored.at(-1)!) };
}

/**
 * The form of an admin action that may carry an image, within MAX_FORM_BYTES however it is sent. An
 * oversized body is refused with the size message (server/http/body.ts reads a little past the cap and
 * then stops; server/http/unread-body.ts closes the connection so that the browser still gets the message).
 */
export async function readAdminForm(request: Request): Promise<FormData> {
  const result = await readLimitedForm(request, MAX_FORM_BYTES);
  if (result === 'too-large') throw new UploadRefused(uploadMessages.tooLarge, 413);
  if (result === 'unreadable') throw new UploadRefused(uploadMessages.formUnreadable, 400);
  for (const value of result.values()) {
    if (typeof value !== 'string' && value.size > MAX_IMAGE_BYTES) throw new UploadRefused(uploadMessages.tooLarge, 413);
  }
  if (formHasUnstorableText(result)) throw new UploadRefused(UNSTORABLE_TEXT, 400);
  return result;
}
