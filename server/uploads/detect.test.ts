import { describe, expect, it } from 'vitest';
import { PDF, photo, SVG } from '#tests/support/images.ts';
import { sniffImageFormat } from './detect.ts';

describe('sniffImageFormat', () => {
  it('knows the four accepted formats by their bytes', async () => {
    expect(sniffImageFormat(await photo(20, 20).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await photo(20, 20).png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await photo(20, 20).webp().toBuffer())).toBe('webp');
    expect(sniffImageFormat(await photo(20, 20).avif().toBuffer())).toBe('avif');
  });

  it('refuses everything else, whatever it is called', async () => {
    expect(sniffImageFormat(PDF)).toBeNull();
    expect(sniffImageFormat(SVG)).toBeNull();
    expect(sniffImageFormat(await photo(20, 20).gif().toBuffer())).toBeNull();
    expect(sniffImageFormat(await photo(20, 20).tiff().toBuffer())).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
    expect(sniffImageFormat(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });

  it('tells AVIF from other ISO media files such as HEIC or MP4', () => {
    const ftyp = (major: string, ...compatible: string[]) =>
      Buffer.concat([
        Buffer.from([0, 0, 0, 16 + 4 * compatible.length]),
        Buffer.from(`ftyp${major}\0\0\0\0${compatible.join('')}`, 'latin1'),
      ]);
    expect(sniffImageFormat(ftyp('heic', 'mif1', 'heic'))).toBeNull();
    expect(sniffImageFormat(ftyp('isom', 'mp41'))).toBeNull();
    expect(sniffImageFormat(ftyp('mif1', 'avif'))).toBe('avif');
  });
});
