import { type ImageName, images } from '#app/content/media-manifest.ts';

export type ImageFormat = 'avif' | 'webp';

export function imageSrc(name: ImageName, format: ImageFormat, width: number): string {
  return `/media/img/${name}-${width}.${format}`;
}

// The manifest never changes while the server runs, and a page lists some twenty pictures, two or three
// times each: every srcset is built once, not on every render (it was 1 % of the server's time).
const srcSets: Partial<Record<ImageName, Record<ImageFormat, string>>> = {};

function buildSrcSet(name: ImageName, format: ImageFormat): string {
  return images[name].widths.map((width) => `${imageSrc(name, format, width)} ${width}w`).join(', ');
}

export function imageSrcSet(name: ImageName, format: ImageFormat): string {
  const built = (srcSets[name] ??= { avif: buildSrcSet(name, 'avif'), webp: buildSrcSet(name, 'webp') });
  return built[format];
}
