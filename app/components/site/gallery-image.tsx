import type { GalleryPhotoView } from '#app/lib/gallery-view.ts';
import { uploadedImageSources } from '#app/lib/uploaded-image.ts';
import { Picture } from '../ui/picture.tsx';

/**
 * A gallery photo, shipped (AVIF and WebP widths from public/media) or uploaded by staff (its stored
 * WebP widths), with its alt text; width and height reserve its space, and it loads when near the screen.
 */
export function GalleryImage({
  photo,
  sizes,
  className,
  lazy = true,
}: {
  photo: GalleryPhotoView;
  sizes: string;
  className: string;
  /** False in the back-office's list: its thumbnails load at once, before staff can delete a photo under them. */
  lazy?: boolean;
}) {
  if (photo.source.kind === 'shipped') return <Picture name={photo.source.name} alt={photo.alt} sizes={sizes} className={className} />;
  return (
    <img
      {...uploadedImageSources(photo.source.url)}
      sizes={sizes}
      alt={photo.alt}
      width={photo.width}
      height={photo.height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      className={className}
    />
  );
}
