// The gallery's photo viewer (routes/site/gallery.tsx): a modal <dialog> filled from one <template>
// per photo, so the large images load only when asked for. The browser keeps focus inside and
// closes it on Escape; closing returns focus to the thumbnail that opened it.

const opener = new WeakMap<HTMLDialogElement, HTMLElement>();

function show(dialog: HTMLDialogElement, index: number): void {
  const items = dialog.querySelectorAll<HTMLTemplateElement>('template[data-lightbox-item]');
  const count = items.length;
  const current = ((index % count) + count) % count;
  dialog.dataset.index = String(current);
  dialog.querySelector('[data-lightbox-photo]')?.replaceChildren(items[current]!.content.cloneNode(true));
  const counter = dialog.querySelector('[data-lightbox-count]');
  if (counter) counter.textContent = `${current + 1} / ${count}`;
}

export function enhanceLightbox(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const open = target.closest<HTMLElement>('[data-lightbox-open]');
    const dialog = open && document.getElementById(open.dataset.lightboxOpen ?? '');
    if (open && dialog instanceof HTMLDialogElement) {
      opener.set(dialog, open);
      show(dialog, Number(open.dataset.index));
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-lightbox-close]')?.focus();
      return;
    }
    const inside = target.closest<HTMLDialogElement>('dialog[data-lightbox]');
    if (!inside) return;
    const step = target.closest<HTMLElement>('[data-lightbox-step]');
    if (step) show(inside, Number(inside.dataset.index) + Number(step.dataset.lightboxStep));
    if (target.closest('[data-lightbox-close]')) inside.close();
  });
  document.addEventListener('keydown', (event) => {
    const dialog = (event.target as Element).closest<HTMLDialogElement>('dialog[data-lightbox]');
    if (!dialog) return;
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (delta) show(dialog, Number(dialog.dataset.index) + delta);
  });
  // `close` does not bubble; capture it on the way down.
  document.addEventListener(
    'close',
    (event) => {
      if (event.target instanceof HTMLDialogElement && event.target.matches('[data-lightbox]')) opener.get(event.target)?.focus();
    },
    true,
  );
}
