// THERAPIES & PROGRAMS (components/site/therapy-panels.tsx): hovering or focusing a
// panel reveals its description and arrow, swaps in its active image and dims the others; none of
// that happens until every active image has loaded.
import { afterLoadAndFirstPaint } from '#app/enhance/dom.ts';
import { therapyPanelsMarkup as markup } from './therapy-panels.contract.ts';

function setActive(list: HTMLElement, active: Element | null): void {
  if (!markup.ready.read(list)) return;
  for (const panel of list.querySelectorAll<HTMLElement>(':scope > li')) {
    markup.state.write(panel, active === null ? '' : panel === active ? 'active' : 'dimmed');
  }
}

function loadActiveImages(list: HTMLElement): void {
  const images: Promise<unknown>[] = [];
  for (const template of list.querySelectorAll<HTMLTemplateElement>(`template${markup.activeImage.selector}`)) {
    const picture = template.content.cloneNode(true) as DocumentFragment;
    const img = picture.querySelector('img');
    // Hidden until hovered, so a lazy image would never load; they wait for the page's load and first paint instead.
    if (img) img.loading = 'eager';
    template.replaceWith(picture);
    if (img) images.push(img.decode().catch(() => {}));
  }
  void Promise.all(images).then(() => markup.ready.write(list, true));
}

export function enhancePanels(list: HTMLElement): void {
  afterLoadAndFirstPaint(() => loadActiveImages(list));
  list.addEventListener('mouseover', (event) => setActive(list, (event.target as Element).closest('li')));
  list.addEventListener('mouseleave', () => setActive(list, null));
  list.addEventListener('focusin', (event) => setActive(list, (event.target as Element).closest('li')));
  list.addEventListener('focusout', () => setActive(list, null));
}
