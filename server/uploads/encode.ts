import sharp, { type Metadata } from 'sharp';
import { type ImageFormat, sniffImageFormat } from './detect.ts';
import { MAX_INPUT_PIXELS, UPLOAD_MESSAGES } from './messages.ts';
import { widthsFor } from './names.ts';

/** Thrown with a sentence staff can read; the uploads slice re-throws it as a Refusal. */
export class ImageRejected extends Error {}

export interface EncodedWidth {
  width: number;
  /** The height sharp produced at this width, the original's proportions kept. */
  height: number;
  bytes: Buffer;
}

const decoderFormat: Record<ImageFormat, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' };

/**
 * Checks that the bytes are a JPEG, PNG, WebP or AVIF that decodes completely, then re-encodes it as
 * WebP at each width: turned upright by its EXIF orientation, converted to sRGB, and with every piece
 * of metadata (EXIF with GPS, XMP, ICC profile) left behind, since sharp copies none unless asked.
 */
export async function encodeWidths(bytes: Uint8Array): Promise<EncodedWidth[]> {
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) throw new ImageRejected(UPLOAD_MESSAGES.notImage);
  // 'warning' makes a truncated or corrupt file fail instead of decoding into grey.
  const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' });
  let metadata: Metadata;
  try {
    metadata = await input.metadata();
  } catch (error) {
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    throw new ImageRejected(tooLarge ? UPLOAD_MESSAGES.tooManyPixels : UPLOAD_MESSAGES.unreadable);
  }
  const decoded = metadata.format === decoderFormat[sniffed] && (sniffed !== 'avif' || metadata.compression === 'av1');
  if (!decoded) throw new ImageRejected(UPLOAD_MESSAGES.notImage);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new ImageRejected(UPLOAD_MESSAGES.tooManyPixels);

  const upright = input.rotate();
  try {
    return await Promise.all(
      widthsFor(metadata.autoOrient.width).map(async (width) => {
        const { data, info } = await upright
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80, effort: 4 })
          .toBuffer({ resolveWithObject: true });
        return { width, height: info.height, bytes: data };
      }),
    );
  } catch {
    throw new ImageRejected(UPLOAD_MESSAGES.unreadable);
  }
}
