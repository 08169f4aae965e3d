import { lightboxMarkup as markup } from './lightbox.contract.ts';

// The gallery's photo viewer (lightbox.tsx): a modal <dialog> filled from one <template> per photo,
// so the large images load only when asked for. The browser keeps focus inside and closes it on
// Escape; closing returns focus to the thumbnail that opened it.

const opener = new WeakMap<HTMLDialogElement, HTMLElement>();
const viewer = `dialog${markup.dialog.selector}`;

function show(dialog: HTMLDialogElement, index: number): void {
  const items = dialog.querySelectorAll<HTMLTemplateElement>(`template${markup.item.selector}`);
  const count = items.length;
  const current = ((index % count) + count) % count;
  markup.index.write(dialog, current);
  dialog.querySelector(markup.photo.selector)?.replaceChildren(items[current]!.content.cloneNode(true));
  const counter = dialog.querySelector(markup.count.selector);
  if (counter) counter.textContent = `${current + 1} / ${count}`;
}

const shown = (dialog: HTMLDialogElement) => markup.index.read(dialog) ?? 0;

export function enhanceLightbox(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const open = target.closest<HTMLElement>(markup.open.selector);
    const dialog = open && document.getElementById(markup.open.read(open) ?? '');
    if (open && dialog instanceof HTMLDialogElement) {
      opener.set(dialog, open);
      show(dialog, markup.index.read(open) ?? 0);
      dialog.showModal();
      dialog.querySelector<HTMLElement>(markup.close.selector)?.focus();
      return;
    }
    const inside = target.closest<HTMLDialogElement>(viewer);
    if (!inside) return;
    const step = target.closest(markup.step.selector);
    if (step) show(inside, shown(inside) + (markup.step.read(step) ?? 0));
    if (target.closest(markup.close.selector)) inside.close();
  });
  document.addEventListener('keydown', (event) => {
    const dialog = (event.target as Element).closest<HTMLDialogElement>(viewer);
    if (!dialog) return;
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (delta) show(dialog, shown(dialog) + delta);
  });
  // `close` does not bubble; capture it on the way down.
  document.addEventListener(
    'close',
    (event) => {
      if (event.target instanceof HTMLDialogElement && markup.dialog.on(event.target)) opener.get(event.target)?.focus();
    },
    true,
  );
}
