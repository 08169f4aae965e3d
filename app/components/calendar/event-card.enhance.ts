import { calendar, eventCard } from '#app/content/calendar.ts';
import { controlled } from '#app/enhance/dom.ts';

// The events calendar (routes/site/calendar.tsx): event cards open and close, a slot is chosen by
// pressing it (one on the page at a time), and the side panel's selects send its GET form. Every
// choice in the panel is a new page; while it loads the list says so, as SPEC §2 asks.

const card = (element: Element) => element.closest<HTMLElement>('[data-event-card]');

/** BOOK THIS EXPERIENCE, or BOOK NOW when the card is open, or FULLY BOOKED when no slot has seats. */
export function updateBookButton(article: HTMLElement): void {
  const button = article.querySelector<HTMLButtonElement>('[data-book]');
  if (!button) return;
  const available = article.querySelector('[data-slot]:not(:disabled)') !== null;
  button.disabled = !available;
  // As components/calendar/event-card.tsx words it: closed once a slot with seats has begun, else full.
  const unavailable = article.querySelector('[data-slot][data-started]') ? eventCard.closed : eventCard.fullyBooked;
  button.textContent = !available ? unavailable : article.dataset.expanded === 'true' ? eventCard.bookExpanded : eventCard.book;
}

export function pressedSlot(article: HTMLElement): string | undefined {
  return article.querySelector<HTMLElement>('[data-slot][aria-pressed="true"]')?.dataset.slot;
}

/** Presses one slot and releases every other on the page (SPEC §4: one selection); none with `null`. */
export function selectSlot(article: HTMLElement | null, time: string | null): void {
  for (const slot of document.querySelectorAll<HTMLElement>('[data-event-card] [data-slot]')) {
    slot.setAttribute('aria-pressed', String(card(slot) === article && slot.dataset.slot === time));
  }
}

function toggleCard(button: HTMLElement, article: HTMLElement): void {
  const expanded = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(expanded));
  button.textContent = expanded ? eventCard.showLess : eventCard.showMore;
  controlled(button)?.toggleAttribute('hidden', !expanded);
  article.dataset.expanded = String(expanded);
  updateBookButton(article);
}

function showLoading(loading: boolean): void {
  const section = document.querySelector<HTMLElement>('[data-calendar-events]');
  if (!section) return;
  section.setAttribute('aria-busy', String(loading));
  const status = section.querySelector('[data-calendar-status]');
  if (status) status.textContent = loading ? calendar.loading : '';
  section.querySelector('[data-event-list]')?.classList.toggle('opacity-60', loading);
}

/** An address that differs from this page's only in its fragment just scrolls: nothing loads. */
function leavesPage(url: URL): boolean {
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

export function enhanceCalendar(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const article = card(target);
    const toggle = target.closest<HTMLElement>('[data-card-toggle]');
    if (article && toggle) toggleCard(toggle, article);
    const slot = target.closest<HTMLElement>('[data-slot]');
    if (article && slot) selectSlot(article, slot.dataset.slot ?? null);
    // A link of the panel loads another day's page; a click that opens a new tab does not.
    const link = target.closest<HTMLAnchorElement>('[data-calendar-panel] a[href^="/calendar"]');
    if (link && !event.defaultPrevented && event.button === 0 && !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) {
      showLoading(leavesPage(new URL(link.href)));
    }
  });
  document.addEventListener('change', (event) => {
    const select = event.target as Element;
    if (select instanceof HTMLSelectElement) select.closest<HTMLFormElement>('form[data-submit-on-change]')?.requestSubmit();
  });
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches('form[data-submit-on-change]')) return;
    const url = new URL(form.action);
    url.search = new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
    showLoading(leavesPage(url));
  });
  // Back and forward may show this page from the browser's cache, as it was when left.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) showLoading(false);
  });
}
