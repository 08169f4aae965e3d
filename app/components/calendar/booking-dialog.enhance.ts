import type { BookingReply } from '#app/lib/booking-reply.ts';
import { bookingLink, goToBookingLater, rememberBooking } from '#app/enhance/booked.ts';
import { cancelClose, closeLater, markBusy } from '#app/enhance/busy.ts';
import { pressedSlot, selectSlot, updateBookButton } from './event-card.enhance.ts';
import { clearBanner, fromTemplate, postForReply, showBanner } from '../ui/reply-templates.enhance.ts';

// The calendar's CONTACT DETAILS dialog (components/calendar/booking-dialog.tsx): BOOK opens it with
// the card's chosen slot, or the first with seats (SPEC §4); the form goes out with fetch, so the page
// stays; the answer shows in the dialog, and after a booking the seats on the page are read again.

const opener = new WeakMap<HTMLDialogElement, HTMLElement>();

function field(form: HTMLFormElement, name: string): HTMLInputElement | null {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement ? element : null;
}

function clearReply(dialog: HTMLDialogElement, form: HTMLFormElement): void {
  clearBanner(dialog);
  for (const input of form.querySelectorAll('input[aria-invalid]')) input.removeAttribute('aria-invalid');
  for (const message of form.querySelectorAll('[id$="-error"]')) message.replaceChildren();
}

function showReply(dialog: HTMLDialogElement, form: HTMLFormElement, reply: BookingReply): void {
  clearReply(dialog, form);
  showBanner(dialog, reply.ok ? 'success' : 'error', reply.message);
  if (reply.ok) return;
  for (const [name, messages] of Object.entries(reply.fieldErrors ?? {})) {
    const input = field(form, name);
    const message = messages?.[0];
    if (!input?.id || !message) continue;
    input.setAttribute('aria-invalid', 'true');
    const text = fromTemplate(dialog, 'template[data-field-error-template]', message);
    if (text) document.getElementById(`${input.id}-error`)?.replaceChildren(text);
  }
}

function open(article: HTMLElement, button: HTMLElement): void {
  const dialog = document.getElementById(button.dataset.book ?? '');
  const form = dialog?.querySelector<HTMLFormElement>('form[data-booking-form]');
  if (!(dialog instanceof HTMLDialogElement) || !form) return;
  const slot = pressedSlot(article) ?? article.querySelector<HTMLElement>('[data-slot]:not(:disabled)')?.dataset.slot;
  if (!slot) return;
  selectSlot(article, slot);
  const summary = {
    title: article.dataset.title,
    date: article.dataset.date,
    slot,
    price: article.dataset.price,
  };
  for (const [key, value] of Object.entries(summary)) {
    const cell = dialog.querySelector(`[data-summary="${key}"]`);
    if (cell) cell.textContent = value ?? '';
  }
  field(form, 'eventId')!.value = article.id.replace(/^event-/, '');
  field(form, 'slot')!.value = slot;
  // Every opening starts afresh: an earlier answer is never shown again.
  clearReply(dialog, form);
  cancelClose(dialog);
  opener.set(dialog, button);
  dialog.showModal();
}

/** Reads the page again and takes the seats left of every slot shown from it. */
async function refreshSeats(): Promise<void> {
  const response = await fetch(window.location.href, {
    headers: { Accept: 'text/html' },
  });
  if (!response.ok) return;
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
  for (const freshCard of fresh.querySelectorAll<HTMLElement>('[data-event-card]')) {
    const article = document.getElementById(freshCard.id);
    const slots = article?.querySelector('[data-slots]');
    const freshSlots = freshCard.querySelector('[data-slots]');
    if (!article || !slots || !freshSlots) continue;
    const chosen = pressedSlot(article);
    slots.replaceChildren(...[...freshSlots.children].map((child) => document.importNode(child, true)));
    if (chosen && article.querySelector(`[data-slot="${CSS.escape(chosen)}"]:not(:disabled)`)) selectSlot(article, chosen);
    updateBookButton(article);
  }
}

async function send(dialog: HTMLDialogElement, form: HTMLFormElement): Promise<void> {
  const done = markBusy(form, form.querySelector('button[type="submit"]'), 'SUBMITTING...');
  const { reply, status } = await postForReply(form.dataset.endpoint ?? form.action, new FormData(form));
  done();
  showReply(dialog, form, reply);
  // A booking made, or a slot found full, changes the seats the page shows.
  if (reply.ok || status === 409) void refreshSeats().catch(() => {});
  if (!reply.ok) return;
  form.reset();
  if (!reply.booking) return closeLater(dialog, Number(dialog.dataset.closeAfterMs));
  // The seat is the guest's: the dialog shows the way to its page, which follows (SPEC §4's 2 s).
  rememberBooking(reply.booking);
  dialog.querySelector('[data-reply]')?.append(bookingLink(reply.booking.url, reply.booking.reference));
  goToBookingLater(reply.booking, Number(dialog.dataset.closeAfterMs));
}

export function enhanceBooking(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const book = target.closest<HTMLElement>('[data-book]');
    const article = book?.closest<HTMLElement>('[data-event-card]');
    if (book && article) open(article, book);
    const dialog = target.closest<HTMLDialogElement>('dialog[data-booking-dialog]');
    if (dialog && target.closest('[data-dialog-close]')) dialog.close();
  });
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    const dialog = form.closest<HTMLDialogElement>('dialog[data-booking-dialog]');
    if (!dialog || !form.matches('[data-booking-form]')) return;
    event.preventDefault();
    void send(dialog, form);
  });
  // `close` does not bubble; capture it on the way down. Closing clears the chosen slot (SPEC §4).
  document.addEventListener(
    'close',
    (event) => {
      const dialog = event.target;
      if (!(dialog instanceof HTMLDialogElement) || !dialog.matches('[data-booking-dialog]')) return;
      cancelClose(dialog);
      selectSlot(null, null);
      const button = opener.get(dialog);
      const article = button?.closest<HTMLElement>('[data-event-card]');
      // A booking that took the last seat disables its button: focus then goes to the card's other button.
      (button && !(button as HTMLButtonElement).disabled ? button : article?.querySelector<HTMLElement>('[data-card-toggle]'))?.focus();
    },
    true,
  );
}
