import { type ImageName, images } from '#app/content/media-manifest.ts';

export type ImageFormat = 'avif' | 'webp';

export function imageSrc(name: ImageName, format: ImageFormat, width: number): string {
  return `/media/img/${name}-${width}.${format}`;
}

export function imageSrcSet(name: ImageName, format: ImageFormat): string {
  return images[name].widths.map((width) => `${imageSrc(name, format, width)} ${width}w`).join(', ');
}
