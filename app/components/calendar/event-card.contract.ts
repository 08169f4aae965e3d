import { booleanAttribute, dataFlag, numberAttribute, textAttribute } from '#app/lib/data-attribute.ts';

// Where event-card.tsx and its scripts meet (event-card.enhance.ts opens cards and presses slots;
// booking-dialog.enhance.ts reads what a card books).

export const eventCardMarkup = {
  card: dataFlag('data-event-card'),
  /** What the booking dialog's summary shows: the title, the date in words and the price. */
  title: textAttribute('data-title'),
  date: textAttribute('data-date'),
  /** The event's date as 'YYYY-MM-DD', from which a deposit's due date is counted back. */
  day: textAttribute('data-day'),
  price: textAttribute('data-price'),
  /** On a class paid online: what its checkout charges, in paise; the dialog goes on to pay. */
  onlinePrice: numberAttribute('data-online-price'),
  /** Written by the script as the card opens; the card's styles follow it (`group-data-[expanded=true]`). */
  expanded: booleanAttribute('data-expanded'),
  slots: dataFlag('data-slots'),
  /** A slot's button, by its time ('07:00 AM'); pressed is `aria-pressed="true"`. */
  slot: textAttribute('data-slot'),
  started: dataFlag('data-started'),
  /** BOOK, by the id of the dialog it opens. */
  book: textAttribute('data-book'),
  toggle: dataFlag('data-card-toggle'),
};

const CARD_ID_PREFIX = 'event-';

/** The card's element id, also the page's anchor to it (`/calendar?date=…#event-…`). */
export const eventCardId = (eventId: string) => `${CARD_ID_PREFIX}${eventId}`;

/** The event a card shows, from its id. */
export function eventIdOf(card: Element): string {
  return card.id.startsWith(CARD_ID_PREFIX) ? card.id.slice(CARD_ID_PREFIX.length) : '';
}
