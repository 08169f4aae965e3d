import { logger } from '../logger.ts';
import { Refusal } from '../refusal.ts';
import { type Storage, storage } from '../storage/index.ts';
import { type EncodedWidth, encodeWidths, ImageRejected } from './encode.ts';
import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from './messages.ts';
import { imageKey, safeBaseName, type UploadArea, uploadAreas, uploadStamp, widthsFor } from './names.ts';

export { UPLOAD_MESSAGES } from './messages.ts';
export { type UploadArea, uploadAreas } from './names.ts';

export interface StoredImage {
  /** What goes into image_url: the public URL of the largest stored width. */
  url: string;
  /** The storage key of that largest width; the smaller ones differ only by the width in the name. */
  key: string;
  /** The largest width's size in pixels, for width and height attributes that keep a page from shifting. */
  width: number;
  height: number;
}

/** Checks the bytes, re-encodes with sharp, stores under the area; throws Refusal with a reason. */
export async function storeImage(area: UploadArea, file: File): Promise<StoredImage> {
  return storeImageIn(storage(), area, file);
}

/** storeImage with the storage given, for tests of each implementation. */
export async function storeImageIn(store: Storage, area: UploadArea, file: File): Promise<StoredImage> {
  if (!uploadAreas.includes(area)) throw new Error(`unknown upload area ${String(area)}`);
  if (file.size === 0) throw new Refusal(UPLOAD_MESSAGES.notImage, 422);
  if (file.size > MAX_IMAGE_BYTES) throw new Refusal(UPLOAD_MESSAGES.tooLarge, 422);

  let encoded: EncodedWidth[];
  try {
    encoded = await encodeWidths(new Uint8Array(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof ImageRejected) throw new Refusal(error.message, 422);
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
    throw new Refusal(UPLOAD_MESSAGES.storageFailed, 422);
  }
  const largest = encoded.at(-1)!;
  const key = stored.at(-1)!;
  return { url: store.url(key), key, width: largest.width, height: largest.height };
}

const STORED_WIDTH = /-(\d+)\.webp$/;

/** Every width stored with the image whose largest width has this key, as storeImage named them. */
export function storedImageKeys(largestKey: string): string[] {
  const match = STORED_WIDTH.exec(largestKey);
  if (!match) return [largestKey];
  return widthsFor(Number(match[1])).map((width) => largestKey.replace(STORED_WIDTH, `-${width}.webp`));
}

/** Removes an image stored by storeImage, every width of it; a width already gone is not an error. */
export async function removeStoredImage(largestKey: string, store: Storage = storage()): Promise<void> {
  await Promise.all(storedImageKeys(largestKey).map((key) => store.remove(key)));
}
