import type { LinkDescriptor } from 'react-router';
import type { ImageName } from '#app/content/media-manifest.ts';
import { imageSrcSet } from './media.ts';

/** A preload hint for the first screen's largest image, matching what <Picture> will choose. */
export function preloadImage(name: ImageName, sizes = '100vw'): LinkDescriptor {
  return { rel: 'preload', as: 'image', type: 'image/avif', imageSrcSet: imageSrcSet(name, 'avif'), imageSizes: sizes };
}
