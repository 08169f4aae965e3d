// Answers shown without a new page, in the look of the templates that components/ui/reply-templates.tsx
// puts in each dialog.

export type Tone = 'success' | 'error';

/** A copy of the root's template (the site's banner or field message) with `text` in it. */
export function fromTemplate(root: ParentNode, selector: string, text: string): HTMLElement | null {
  const template = root.querySelector<HTMLTemplateElement>(selector);
  const element = template?.content.firstElementChild?.cloneNode(true);
  if (!(element instanceof HTMLElement)) return null;
  element.textContent = text;
  return element;
}

export function clearBanner(root: ParentNode): void {
  root.querySelector('[data-reply]')?.replaceChildren();
}

/** Shows `text` as the root's one answer, replacing any earlier one. */
export function showBanner(root: ParentNode, tone: Tone, text: string): void {
  const banner = fromTemplate(root, `template[data-reply-template="${tone}"]`, text);
  root.querySelector('[data-reply]')?.replaceChildren(...(banner ? [banner] : []));
}
