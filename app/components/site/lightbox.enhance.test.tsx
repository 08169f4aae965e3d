// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shippedGallery } from '#app/content/gallery.ts';
import type { GalleryPhotoView } from '#app/lib/gallery-view.ts';
import { $, inRouter, mount, press, textOf } from '#tests/support/enhance-dom.tsx';
import { GalleryGrid } from './gallery-grid.tsx';
import { lightboxMarkup as markup } from './lightbox.contract.ts';
import { enhanceLightbox } from './lightbox.enhance.ts';

const viewer = () => $<HTMLDialogElement>(`dialog${markup.dialog.selector}`);
const thumbnails = () => [...document.querySelectorAll<HTMLButtonElement>(markup.open.selector)];
const count = () => textOf($(markup.count.selector, viewer()));
const shownImage = () => $<HTMLImageElement>(`${markup.photo.selector} img`, viewer()).getAttribute('src');
const step = (delta: number) => $(markup.step.is(delta), viewer()).click();

// The shipped photos as the gallery's loader gives them on a new database, and one staff uploaded.
const photos: GalleryPhotoView[] = [
  ...shippedGallery.map(({ name, alt, width, height }) => ({
    id: `shipped-${name}`,
    source: { kind: 'shipped' as const, name },
    alt,
    width,
    height,
  })),
  {
    id: 'uploaded',
    source: { kind: 'uploaded', url: '/uploads/gallery-images/17-terrace-1200.webp' },
    alt: 'Lanterns on the terrace',
    width: 1200,
    height: 800,
  },
];

beforeAll(() => enhanceLightbox());
beforeEach(() => mount(inRouter(<GalleryGrid photos={photos} />, '/gallery')));

describe('the gallery’s photo viewer', () => {
  it('opens at the photo pressed, with its place in the series, and focus on Close', () => {
    const total = thumbnails().length;
    expect(total).toBe(photos.length);
    thumbnails()[2]!.click();
    expect(viewer().open).toBe(true);
    expect(count()).toBe(`3 / ${total}`);
    expect(shownImage()).toBe($('img', thumbnails()[2]).getAttribute('src'));
    expect(document.activeElement).toBe($(markup.close.selector, viewer()));
  });

  it('Next, Previous and the arrow keys move through the photos, round from the last to the first', () => {
    const total = thumbnails().length;
    thumbnails()[0]!.click();
    step(-1);
    expect(count()).toBe(`${total} / ${total}`);
    step(1);
    expect(count()).toBe(`1 / ${total}`);
    press($(markup.close.selector, viewer()), 'ArrowRight');
    expect(count()).toBe(`2 / ${total}`);
    press($(markup.close.selector, viewer()), 'ArrowLeft');
    expect(count()).toBe(`1 / ${total}`);
  });

  it('shows an uploaded photo at its stored widths, with its alt text', () => {
    thumbnails().at(-1)!.click();
    expect(count()).toBe(`${photos.length} / ${photos.length}`);
    const image = $<HTMLImageElement>(`${markup.photo.selector} img`, viewer());
    expect(image.getAttribute('alt')).toBe('Lanterns on the terrace');
    expect(image.getAttribute('srcset')).toContain('/uploads/gallery-images/17-terrace-480.webp 480w');
  });

  it('Close closes it and gives focus back to the thumbnail that opened it', () => {
    thumbnails()[1]!.click();
    $(markup.close.selector, viewer()).click();
    expect(viewer().open).toBe(false);
    expect(document.activeElement).toBe(thumbnails()[1]);
  });
});
