import { eventCard } from '#app/content/calendar.ts';
import { controlled } from '#app/enhance/dom.ts';
import { eventCardMarkup as markup } from './event-card.contract.ts';

// The events calendar's cards (event-card.tsx): a card opens and closes, and a slot is chosen by
// pressing it (one on the page at a time).

const card = (element: Element) => element.closest<HTMLElement>(markup.card.selector);
const openSlot = `${markup.slot.selector}:not(:disabled)`;

/** BOOK THIS EXPERIENCE, or BOOK NOW when the card is open, or FULLY BOOKED when no slot has seats. */
export function updateBookButton(article: HTMLElement): void {
  const button = article.querySelector<HTMLButtonElement>(markup.book.selector);
  if (!button) return;
  const available = article.querySelector(openSlot) !== null;
  button.disabled = !available;
  // As event-card.tsx words it: closed once a slot with seats has begun, else full.
  const unavailable = article.querySelector(`${markup.slot.selector}${markup.started.selector}`) ? eventCard.closed : eventCard.fullyBooked;
  button.textContent = !available ? unavailable : markup.expanded.read(article) ? eventCard.bookExpanded : eventCard.book;
}

export function pressedSlot(article: HTMLElement): string | undefined {
  const pressed = article.querySelector(`${markup.slot.selector}[aria-pressed="true"]`);
  return pressed ? markup.slot.read(pressed) : undefined;
}

/** The first slot of the card that still has seats. */
export function firstOpenSlot(article: HTMLElement): string | undefined {
  const slot = article.querySelector(openSlot);
  return slot ? markup.slot.read(slot) : undefined;
}

/** Whether the card's slot at `time` can still be chosen. */
export function slotOpen(article: HTMLElement, time: string): boolean {
  return article.querySelector(`${markup.slot.is(time)}:not(:disabled)`) !== null;
}

/** Presses one slot and releases every other on the page (one selection at a time); none with `null`. */
export function selectSlot(article: HTMLElement | null, time: string | null): void {
  for (const slot of document.querySelectorAll<HTMLElement>(`${markup.card.selector} ${markup.slot.selector}`)) {
    slot.setAttribute('aria-pressed', String(card(slot) === article && markup.slot.read(slot) === time));
  }
}

function toggleCard(button: HTMLElement, article: HTMLElement): void {
  const expanded = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(expanded));
  button.textContent = expanded ? eventCard.showLess : eventCard.showMore;
  controlled(button)?.toggleAttribute('hidden', !expanded);
  markup.expanded.write(article, expanded);
  updateBookButton(article);
}

export function enhanceEventCards(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const article = card(target);
    if (!article) return;
    const toggle = target.closest<HTMLElement>(markup.toggle.selector);
    if (toggle) toggleCard(toggle, article);
    const slot = target.closest(markup.slot.selector);
    if (slot) selectSlot(article, markup.slot.read(slot) ?? null);
  });
}
