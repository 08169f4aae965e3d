import { bookingLink, followBooking } from '#app/enhance/booked.ts';
import { cancelClose, closeLater, markBusy } from '#app/enhance/busy.ts';
import type { BookingReply } from '#app/lib/booking-reply.ts';
import { payLabel } from '#app/lib/payment-messages.ts';
import { checkoutDialogMarkup } from '../payments/checkout-dialog.contract.ts';
import { depositChoiceOf, priceDeposit } from '../payments/deposit-choice.enhance.ts';
import { GST_STATE_FIELD } from '../payments/gst-state-field.contract.ts';
import { PROMO_FIELD, promoMarkup } from '../payments/promo-field.contract.ts';
import { applyPromo, enhancePromoFields } from '../payments/promo-field.enhance.ts';
import { dialogMarkup } from '../ui/dialog.contract.ts';
import { fieldErrorId, replyMarkup } from '../ui/reply-templates.contract.ts';
import { clearBanner, fromTemplate, postForReply, showBanner } from '../ui/reply-templates.enhance.ts';
import { bookingDialogMarkup as markup, bookingFields, SUBMIT_LABEL, type SummaryKey } from './booking-dialog.contract.ts';
import { eventCardMarkup as cardMarkup, eventIdOf } from './event-card.contract.ts';
import { firstOpenSlot, pressedSlot, selectSlot, slotOpen, updateBookButton } from './event-card.enhance.ts';

// The calendar's CONTACT DETAILS dialog (booking-dialog.tsx): BOOK opens it with the card's chosen
// slot, or the first with seats when none is chosen; the form goes out with fetch, so the page stays; the answer
// shows in the dialog, and after a booking the seats on the page are read again.

const opener = new WeakMap<HTMLDialogElement, HTMLElement>();
const dialogSelector = `dialog${markup.dialog.selector}`;

function field(form: HTMLFormElement, name: string): HTMLInputElement | null {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement ? element : null;
}

function clearReply(dialog: HTMLDialogElement, form: HTMLFormElement): void {
  clearBanner(dialog);
  for (const input of form.querySelectorAll('input[aria-invalid]')) input.removeAttribute('aria-invalid');
  for (const input of form.querySelectorAll('input[id]')) document.getElementById(fieldErrorId(input.id))?.replaceChildren();
}

/** Puts each field's message under its field; returns the messages so placed and the first field at fault. */
function showFieldErrors(dialog: HTMLDialogElement, form: HTMLFormElement, reply: BookingReply) {
  const shown = new Set<string>();
  let first: HTMLInputElement | null = null;
  if (reply.ok) return { shown, first };
  for (const [name, messages] of Object.entries(reply.fieldErrors ?? {})) {
    const input = field(form, name);
    const message = messages?.[0];
    if (!input?.id || !message) continue;
    input.setAttribute('aria-invalid', 'true');
    const text = fromTemplate(dialog, `template${replyMarkup.fieldErrorTemplate.selector}`, message);
    if (text) document.getElementById(fieldErrorId(input.id))?.replaceChildren(text);
    shown.add(message);
    first ??= input;
  }
  return { shown, first };
}

function showReply(dialog: HTMLDialogElement, form: HTMLFormElement, reply: BookingReply): void {
  clearReply(dialog, form);
  const { shown, first } = showFieldErrors(dialog, form, reply);
  // One place for each error: a message already under its field is not repeated in the banner,
  // which keeps answers that belong to no field (a full slot, the rate limit, a summary).
  if (!shown.has(reply.message)) showBanner(dialog, reply.ok ? 'success' : 'error', reply.message);
  first?.focus();
}

function open(article: HTMLElement, button: HTMLElement): void {
  const dialog = document.getElementById(cardMarkup.book.read(button) ?? '');
  const form = dialog?.querySelector<HTMLFormElement>(`form${markup.form.selector}`);
  if (!(dialog instanceof HTMLDialogElement) || !form) return;
  const slot = pressedSlot(article) ?? firstOpenSlot(article);
  if (!slot) return;
  selectSlot(article, slot);
  const summary: Record<SummaryKey, string | undefined> = {
    title: cardMarkup.title.read(article),
    date: cardMarkup.date.read(article),
    slot,
    price: cardMarkup.price.read(article),
  };
  for (const key of markup.summary.values) {
    const cell = dialog.querySelector(markup.summary.is(key));
    if (cell) cell.textContent = summary[key] ?? '';
  }
  field(form, bookingFields.eventId)!.value = eventIdOf(article);
  field(form, bookingFields.slot)!.value = slot;
  const day = field(form, bookingFields.eventDate);
  if (day) day.value = cardMarkup.day.read(article) ?? '';
  showPaymentMode(dialog, form, cardMarkup.onlinePrice.read(article));
  // Every opening starts afresh: an earlier answer is never shown again, a paid one's panel is gone,
  // and a class paid online is a new checkout with a key of its own.
  resetPaid(dialog, form);
  const online = markup.onlinePrice.read(dialog);
  // A deposit the owner's rule offers on this class's price and date (a promo code's answer shows it again).
  if (online !== undefined) priceDeposit(form, online);
  quoteAgain(form, online);
  checkoutDialogMarkup.key.remove(dialog);
  clearReply(dialog, form);
  cancelClose(dialog);
  opener.set(dialog, button);
  dialog.showModal();
}

/** SUBMIT for a class paid at the estate; for one paid online, PAY with its price and a note. */
function showPaymentMode(dialog: HTMLDialogElement, form: HTMLFormElement, pricePaise: number | undefined): void {
  const online = pricePaise !== undefined && Number.isInteger(pricePaise) && pricePaise > 0;
  if (online) markup.onlinePrice.write(dialog, pricePaise);
  else markup.onlinePrice.remove(dialog);
  const note = dialog.querySelector<HTMLElement>(markup.onlineNote.selector);
  if (note) note.hidden = !online;
  const button = form.querySelector(markup.submit.selector);
  if (button) button.textContent = online ? payLabel(pricePaise / 100) : SUBMIT_LABEL;
  const fields = form.querySelector<HTMLFieldSetElement>(markup.onlineFields.selector);
  if (fields) {
    fields.hidden = !online;
    fields.disabled = !online;
    // Each control too: the fieldset alone already keeps them out of the form in browsers, not in every DOM.
    for (const control of fields.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLButtonElement>('input, select, button'))
      control.disabled = !online;
  }
}

/**
 * The promo code is priced from this class's online price: a code typed for another class is asked
 * about again (its discount may differ), and an empty one shows the full price.
 */
function quoteAgain(form: HTMLFormElement, pricePaise: number | undefined): void {
  const promo = form.querySelector<HTMLElement>(promoMarkup.field.selector);
  if (!promo || pricePaise === undefined) return;
  promoMarkup.listPaise.write(promo, pricePaise);
  void applyPromo(promo);
}

/** A dialog paid earlier opens again with its form, empty. */
function resetPaid(dialog: HTMLDialogElement, form: HTMLFormElement): void {
  const panel = dialog.querySelector(checkoutDialogMarkup.paidPanel.selector);
  if (!panel) return;
  panel.remove();
  form.reset();
  form.hidden = false;
}

/**
 * A class paid online: the same details go to the checkout (checkout-dialog.enhance.ts, loaded when first
 * needed), which asks the server for an order for this event and slot (never an amount), opens Razorpay's
 * or the demo checkout and confirms the payment. The seats on the page are read again whatever happened.
 */
async function payOnline(dialog: HTMLDialogElement, form: HTMLFormElement): Promise<void> {
  const fields = new FormData(form);
  const value = (name: string) => String(fields.get(name) ?? '').trim();
  const request = {
    kind: 'event',
    eventId: value(bookingFields.eventId),
    slot: value(bookingFields.slot),
    promoCode: value(PROMO_FIELD) || undefined,
    // Paying in full is the default: only a deposit is named.
    ...(depositChoiceOf(form) === 'deposit' ? { payment: 'deposit' } : {}),
    customer: { name: value('name'), email: value('email'), mobile: value('mobile'), state: value(GST_STATE_FIELD) || undefined },
    website: value('website'),
  };
  clearReply(dialog, form);
  const { payInDialog, showPaidInDialog } = await import('../payments/checkout-dialog.enhance.ts');
  await payInDialog(dialog, form, form.querySelector(markup.submit.selector), request, {
    showPaid: (outcome) => showPaidInDialog(dialog, form, outcome),
  });
  void refreshSeats().catch(() => {});
}

/** Reads the page again and takes the seats left of every slot shown from it. */
async function refreshSeats(): Promise<void> {
  const response = await fetch(window.location.href, {
    headers: { Accept: 'text/html' },
  });
  if (!response.ok) return;
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
  for (const freshCard of fresh.querySelectorAll<HTMLElement>(cardMarkup.card.selector)) {
    const article = document.getElementById(freshCard.id);
    const slots = article?.querySelector(cardMarkup.slots.selector);
    const freshSlots = freshCard.querySelector(cardMarkup.slots.selector);
    if (!article || !slots || !freshSlots) continue;
    const chosen = pressedSlot(article);
    slots.replaceChildren(...[...freshSlots.children].map((child) => document.importNode(child, true)));
    if (chosen && slotOpen(article, chosen)) selectSlot(article, chosen);
    updateBookButton(article);
  }
}

async function send(dialog: HTMLDialogElement, form: HTMLFormElement): Promise<void> {
  const done = markBusy(form, form.querySelector('button[type="submit"]'), 'SUBMITTING...');
  const { reply, status } = await postForReply(dialogMarkup.endpoint.read(form) ?? form.action, new FormData(form));
  done();
  showReply(dialog, form, reply);
  // A booking made, or a slot found full, changes the seats the page shows.
  if (reply.ok || status === 409) void refreshSeats().catch(() => {});
  if (!reply.ok) return;
  form.reset();
  const closeAfterMs = markup.closeAfterMs.read(dialog) ?? Number.NaN;
  if (!reply.booking) return closeLater(dialog, closeAfterMs);
  // The seat is the guest's: the dialog shows the way to its page, which follows after 2 s.
  dialog.querySelector(replyMarkup.region.selector)?.append(bookingLink(reply.booking.url, reply.booking.reference));
  followBooking(reply.booking, closeAfterMs);
}

export function enhanceBookingDialog(): void {
  // A class paid online has the checkouts' promo code, with its APPLY and answer.
  enhancePromoFields();
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const book = target.closest<HTMLElement>(cardMarkup.book.selector);
    const article = book?.closest<HTMLElement>(cardMarkup.card.selector);
    if (book && article) open(article, book);
    const dialog = target.closest<HTMLDialogElement>(dialogSelector);
    if (dialog && target.closest(dialogMarkup.close.selector)) dialog.close();
  });
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    const dialog = form.closest<HTMLDialogElement>(dialogSelector);
    if (!dialog || !markup.form.on(form)) return;
    event.preventDefault();
    if (markup.onlinePrice.read(dialog)) void payOnline(dialog, form);
    else void send(dialog, form);
  });
  // `close` does not bubble; capture it on the way down. Closing clears the chosen slot.
  document.addEventListener(
    'close',
    (event) => {
      const dialog = event.target;
      if (!(dialog instanceof HTMLDialogElement) || !markup.dialog.on(dialog)) return;
      cancelClose(dialog);
      selectSlot(null, null);
      const button = opener.get(dialog);
      const article = button?.closest<HTMLElement>(cardMarkup.card.selector);
      // A booking that took the last seat disables its button: focus then goes to the card's other button.
      (button && !(button as HTMLButtonElement).disabled
        ? button
        : article?.querySelector<HTMLElement>(cardMarkup.toggle.selector)
      )?.focus();
    },
    true,
  );
}
