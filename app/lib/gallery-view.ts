import type { ImageName } from '#app/content/media-manifest.ts';

// A gallery photo as pages receive it: the public gallery, the home page's collage and the
// back-office's Gallery screen. Built by server/gallery, rendered by components/site/gallery-image.tsx.

/** A photo shipped with the site (public/media, by its manifest name) or one staff uploaded. */
export type GallerySource = { kind: 'shipped'; name: ImageName } | { kind: 'uploaded'; url: string };

export interface GalleryPhotoView {
  id: string;
  source: GallerySource;
  alt: string;
  /** The largest stored width's size in pixels: the page reserves the photo's space with it. */
  width: number;
  height: number;
}

export interface GalleryAdminPhotoView extends GalleryPhotoView {
  /** 1..n over every photo, hidden ones included. */
  position: number;
  hidden: boolean;
}

/** The home page's MOMENTS OF HEALING collage: the first seven visible photos. */
export const HOME_COLLAGE_SIZE = 7;
