import type { GalleryContent } from './types.ts';

export const gallery: GalleryContent = {
  title: 'Gallery',
  intro: 'Gardens, river mornings, quiet rooms and joyful gatherings. A glimpse of everyday life at {product}.',
};
