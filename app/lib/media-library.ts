import { type ImageName, images } from '#app/content/media-manifest.ts';
import type { GallerySource } from '#app/lib/gallery-view.ts';

// A photo of the owner's media library as pages and screens receive it (server/media builds it): a
// photo shipped with the site (public/media, by its manifest name) or one staff uploaded, with the
// size its page reserves. A photo slot of the site content stores its key.

export type MediaSource = GallerySource;

export interface MediaPhotoView {
  /** What a photo slot stores: the manifest name of a shipped photo, the generated id of an upload. */
  key: string;
  source: MediaSource;
  alt: string;
  /** The largest stored width's size in pixels: the page reserves the photo's space with it. */
  width: number;
  height: number;
}

/** Where a photo is in use: a page's slot, in what guests read or in the draft. */
export interface MediaUse {
  page: string;
  slot: string;
  state: 'published' | 'draft';
}

/** 'Home page: Diagnostics photo (draft)': how the screen and a refusal name a use. */
export function labelOfUse(use: MediaUse): string {
  return `${use.page}: ${use.slot}${use.state === 'draft' ? ' (draft)' : ''}`;
}

export interface MediaLibraryItem extends MediaPhotoView {
  fileName: string;
  uses: MediaUse[];
}

export function isShippedImage(name: string): name is ImageName {
  return Object.hasOwn(images, name);
}

/** A shipped photo as the library holds it, read from the manifest: what a page shows without asking the database. */
export function shippedPhoto(name: ImageName): MediaPhotoView {
  const image = images[name];
  return { key: name, source: { kind: 'shipped', name }, alt: image.alt, width: image.width, height: image.height };
}
