import { preload } from 'react-dom';
import { type ImageName, images } from '#app/content/media-manifest.ts';
import { imageSrc, imageSrcSet } from '#app/lib/media.ts';

export interface PictureProps {
  name: ImageName;
  /** Overrides the manifest's description; pass '' for a decorative image. */
  alt?: string;
  /** The rendered width, as for `sizes`, e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes?: string;
  /** The largest image of the first screen: loaded eagerly and early. */
  priority?: boolean;
  className?: string;
}

/** AVIF with WebP fallback in several widths; width and height reserve the space before it loads. */
export function Picture({ name, alt, sizes = '100vw', priority = false, className = '' }: PictureProps) {
  const image = images[name];
  const fallbackWidth = image.widths.at(-1) ?? image.width;
  if (priority) {
    // React puts this early in <head>, ahead of scripts, so the first screen's image starts at once.
    preload(imageSrc(name, 'webp', fallbackWidth), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: imageSrcSet(name, 'avif'),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(name, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(name, 'webp')} sizes={sizes} />
      <img
        src={imageSrc(name, 'webp', fallbackWidth)}
        alt={alt ?? image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        className={className}
        style={{ backgroundColor: image.color }}
      />
    </picture>
  );
}

/** A decorative Picture that fills its box (positioned, `isolate`) behind the box's content; `className` adds to it. */
export function BackdropPicture({ className, ...picture }: Omit<PictureProps, 'alt'>) {
  const fill = 'absolute inset-0 -z-10 h-full w-full object-cover';
  return <Picture {...picture} alt="" className={className ? `${fill} ${className}` : fill} />;
}
