import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exifHasGps, hugePng, jpegWithGps, PDF, photo, SVG } from '#tests/support/images.ts';
import { encodeWidths, ImageRejected } from './encode.ts';
import { UPLOAD_MESSAGES } from './messages.ts';

async function refusal(bytes: Uint8Array): Promise<string> {
  const error = await encodeWidths(bytes).then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ImageRejected);
  return (error as Error).message;
}

describe('encodeWidths', () => {
  it('re-encodes a large JPEG as WebP at 480, 960 and 1600 pixels wide', async () => {
    const out = await encodeWidths(await photo(2400, 1600).jpeg().toBuffer());
    expect(out.map((entry) => entry.width)).toEqual([480, 960, 1600]);
    for (const entry of out) {
      const meta = await sharp(entry.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(entry.width);
      expect(meta.height).toBe(Math.round((entry.width * 1600) / 2400));
      expect(entry.height).toBe(meta.height);
    }
  });

  it('accepts PNG, WebP and AVIF too, and never enlarges a small one', async () => {
    for (const input of [photo(1000, 500).png(), photo(1000, 500).webp(), photo(1000, 500).avif()]) {
      const out = await encodeWidths(await input.toBuffer());
      expect(out.map((entry) => entry.width)).toEqual([480, 960, 1000]);
    }
    const tiny = await encodeWidths(await photo(200, 100).png().toBuffer());
    expect(tiny.map((entry) => entry.width)).toEqual([200]);
    expect((await sharp(tiny[0]!.bytes).metadata()).width).toBe(200);
  });

  it('drops EXIF with its GPS position, XMP and a wide-gamut ICC profile', async () => {
    const input = await jpegWithGps();
    const before = await sharp(input).metadata();
    expect(exifHasGps(before.exif)).toBe(true);
    const tagged = await photo(1000, 800)
      .jpeg()
      .withIccProfile('p3')
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>')
      .toBuffer();
    const taggedMeta = await sharp(tagged).metadata();
    expect(taggedMeta.icc).toBeDefined();
    expect(taggedMeta.xmp).toBeDefined();

    for (const entry of [...(await encodeWidths(input)), ...(await encodeWidths(tagged))]) {
      const meta = await sharp(entry.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
  });

  it('turns a photo upright by its EXIF orientation before choosing the widths', async () => {
    // Stored 1600 × 800, shown rotated a quarter turn: the upright photo is 800 wide and 1600 tall.
    const sideways = await photo(1600, 800).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const out = await encodeWidths(sideways);
    expect(out.map((entry) => entry.width)).toEqual([480, 800]);
    const meta = await sharp(out[1]!.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([800, 1600]);
    expect([out[1]!.width, out[1]!.height]).toEqual([800, 1600]);
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses what is not a JPEG, PNG, WebP or AVIF by its content', async () => {
    expect(await refusal(PDF)).toBe(UPLOAD_MESSAGES.notImage);
    expect(await refusal(SVG)).toBe(UPLOAD_MESSAGES.notImage);
    expect(await refusal(await photo(40, 40).gif().toBuffer())).toBe(UPLOAD_MESSAGES.notImage);
    expect(await refusal(new Uint8Array())).toBe(UPLOAD_MESSAGES.notImage);
  });

  it('refuses a truncated or corrupt image instead of storing grey pixels', async () => {
    const jpeg = await photo(1200, 900).jpeg().toBuffer();
    expect(await refusal(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBe(UPLOAD_MESSAGES.unreadable);
    const png = await photo(600, 400).png().toBuffer();
    expect(await refusal(png.subarray(0, 60))).toBe(UPLOAD_MESSAGES.unreadable);
    const junk = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(2000, 7)]);
    expect(await refusal(junk)).toBe(UPLOAD_MESSAGES.unreadable);
  });

  it('refuses a decompression bomb by its declared size, before decoding it', async () => {
    const bomb = hugePng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(2000);
    expect(await refusal(bomb)).toBe(UPLOAD_MESSAGES.tooManyPixels);
    expect(await refusal(hugePng(20_000, 20_000))).toBe(UPLOAD_MESSAGES.tooManyPixels);
  });
});
