import { uploadedImageSources } from '#app/lib/uploaded-image.ts';

/**
 * An image staff uploaded, offered at every width stored with it; decorative (the text beside it names it).
 * Nothing when the record has no image.
 */
export function UploadedImage({
  url,
  sizes,
  width,
  height,
  lazy = false,
  className,
}: {
  url: string | null;
  sizes: string;
  width: number;
  height: number;
  lazy?: boolean;
  className: string;
}) {
  if (!url) return null;
  return (
    <img
      {...uploadedImageSources(url)}
      sizes={sizes}
      alt=""
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      className={className}
    />
  );
}
