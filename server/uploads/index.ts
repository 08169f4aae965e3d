// CONTRACT (issue 5): the uploads helper replaces this file with the real implementation.
export const uploadAreas = ['event-images', 'class-images', 'blog-images'] as const;
export type UploadArea = (typeof uploadAreas)[number];

/** A readable reason an upload was not accepted (not an image, too large, …). */
export class UploadRefused extends Error {}

export interface StoredImage {
  /** What goes into image_url: the public URL of the largest stored width. */
  url: string;
}

/** Checks the bytes, re-encodes with sharp, stores under the area; throws UploadRefused with a reason. */
export async function storeImage(_area: UploadArea, _file: File): Promise<StoredImage> {
  throw new UploadRefused('Image uploads are not available yet.');
}

/** The form of an admin action that may carry an image, refusing an oversized body before reading it. */
export async function readAdminForm(request: Request): Promise<FormData> {
  return request.formData();
}
