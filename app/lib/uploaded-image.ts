// Uploaded images are stored at a few widths named '<stamp>-<name>-<width>.webp' (server/uploads): the
// URL of the largest tells which smaller ones exist, so pages can offer them all as a srcset.

/** The image files staff may upload: those server/uploads reads. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
/** The largest image file accepted, in MB: the upload fields say it and server/uploads enforces it. */
export const MAX_IMAGE_MB = 10;

export const IMAGE_WIDTHS = [480, 960, 1600] as const;

const STORED_WIDTH = /-(\d+)\.webp$/;

/** src plus, for an uploaded image, the srcset of every width stored with it. */
export function uploadedImageSources(url: string): { src: string; srcSet?: string } {
  const match = STORED_WIDTH.exec(url);
  if (!match) return { src: url };
  const largest = Number(match[1]);
  const widths = [...IMAGE_WIDTHS.filter((width) => width < largest), largest];
  const srcSet = widths.map((width) => `${url.replace(STORED_WIDTH, `-${width}.webp`)} ${width}w`).join(', ');
  return { src: url, srcSet };
}
