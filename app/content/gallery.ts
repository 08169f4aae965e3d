import { pageImages } from './images.ts';
import { images } from './media-manifest.ts';
import type { GalleryContent } from './types.ts';

export const gallery: GalleryContent = {
  title: 'Gallery',
  intro: 'Gardens, river mornings, quiet rooms and joyful gatherings. A glimpse of everyday life at {product}.',
  empty: 'New photographs are on their way. Please visit again soon.',
  loadFailed: 'The photographs cannot be shown just now. Please try again in a moment.',
};

/**
 * The photos shipped with the site, in the gallery's order, with their descriptions: the gallery's first
 * content (server/seed.ts puts them in the table once), after which staff keep it in the back-office.
 */
export const shippedGallery = pageImages.gallery.map((name) => ({
  name,
  alt: images[name].alt,
  width: images[name].width,
  height: images[name].height,
}));
