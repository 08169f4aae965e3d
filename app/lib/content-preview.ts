// The address of a public page with the draft of its content (server/content/preview.ts): the Site content
// screen links to it, and the page's loader answers it for staff who may edit content.

export const PREVIEW_PARAMETER = 'preview';
export const PREVIEW_VALUE = 'content';

/** The public page at `path` showing its draft. */
export function previewHref(path: string): string {
  return `${path}?${PREVIEW_PARAMETER}=${PREVIEW_VALUE}`;
}
