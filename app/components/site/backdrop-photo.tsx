import type { MediaPhotoView } from '#app/lib/media-library.ts';
import { uploadedImageSources } from '#app/lib/uploaded-image.ts';
import { BackdropPicture } from '../ui/picture.tsx';

const FILL = 'absolute inset-0 -z-10 h-full w-full object-cover';

/**
 * A media library photo behind its box's content, decorative (its box says what it is): a shipped one
 * as BackdropPicture draws it (AVIF and WebP widths), an uploaded one with its stored WebP widths; width
 * and height reserve its space either way.
 */
export function BackdropPhoto({ photo, sizes, className }: { photo: MediaPhotoView; sizes: string; className?: string }) {
  if (photo.source.kind === 'shipped') return <BackdropPicture name={photo.source.name} sizes={sizes} className={className} />;
  return (
    <img
      {...uploadedImageSources(photo.source.url)}
      sizes={sizes}
      alt=""
      width={photo.width}
      height={photo.height}
      loading="lazy"
      decoding="async"
      className={className ? `${FILL} ${className}` : FILL}
    />
  );
}
