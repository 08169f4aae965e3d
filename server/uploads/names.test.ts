import { describe, expect, it } from 'vitest';
import { imageKey, safeBaseName, uploadStamp, widthsFor } from './names.ts';

describe('safeBaseName', () => {
  it.each([
    ['Sunrise Yoga (1).JPG', 'sunrise-yoga-1'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\Asha\\Beach Day.png', 'beach-day'],
    ['café_au_lait.png', 'cafe-au-lait'],
    ['  --Hello   World--  .webp', 'hello-world'],
    ['योग.jpg', 'image'],
    ['.jpg', 'image'],
    ['', 'image'],
    ['photo.final.v2.jpeg', 'photo-final-v2'],
    ['<img src=x onerror=alert(1)>.png', 'img-src-x-onerror-alert-1'],
  ])('%j → %j', (name, expected) => {
    expect(safeBaseName(name)).toBe(expected);
  });

  it('keeps at most 60 characters and never ends on a hyphen', () => {
    const name = safeBaseName(`${'a'.repeat(59)} b c d.jpg`);
    expect(name).toBe('a'.repeat(59));
    expect(safeBaseName('x'.repeat(200))).toHaveLength(60);
  });
});

describe('widthsFor', () => {
  it('stores 480, 960 and 1600 of a large original, and a smaller one at its own width, never upscaling', () => {
    expect(widthsFor(4000)).toEqual([480, 960, 1600]);
    expect(widthsFor(1600)).toEqual([480, 960, 1600]);
    expect(widthsFor(1200)).toEqual([480, 960, 1200]);
    expect(widthsFor(480)).toEqual([480]);
  });

  it('keeps a tiny original at its own width', () => {
    expect(widthsFor(300)).toEqual([300]);
  });
});

describe('imageKey and uploadStamp', () => {
  it('names a file <area>/<timestamp>-<name>-<width>.webp', () => {
    expect(imageKey('blog-images', 1_700_000_000_000, 'sunrise', 960)).toBe('blog-images/1700000000000-sunrise-960.webp');
  });

  it('never gives the same stamp twice, even within one millisecond', () => {
    const first = uploadStamp(5_000_000_000_000);
    const second = uploadStamp(5_000_000_000_000);
    expect(second).toBeGreaterThan(first);
    expect(uploadStamp(6_000_000_000_000)).toBe(6_000_000_000_000);
  });
});
