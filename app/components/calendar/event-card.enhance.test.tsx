// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventCard } from '#app/content/calendar.ts';
import { $, mount, textOf } from '#tests/support/enhance-dom.tsx';
import { eventCardData } from '#tests/support/event-card.ts';
import { eventCardId, eventCardMarkup as markup } from './event-card.contract.ts';
import { enhanceEventCards } from './event-card.enhance.ts';
import { EventCard, type EventCardData } from './event-card.tsx';

const event = (id: string, slots: EventCardData['slots']) => eventCardData({ id, title: `Class ${id}`, slots });

const card = (id: string) => $(`#${eventCardId(id)}`);
const slot = (id: string, time: string) => $<HTMLButtonElement>(markup.slot.is(time), card(id));
const pressed = () =>
  [...document.querySelectorAll(`${markup.slot.selector}[aria-pressed="true"]`)].map(
    (each) => `${each.closest('article')!.id} ${markup.slot.read(each)}`,
  );

beforeAll(() => enhanceEventCards());

beforeEach(() =>
  mount(
    <EventCard
      bookable
      event={event('a', [
        { time: '8:00 AM', seatsLeft: 3, started: false },
        { time: '10:00 AM', seatsLeft: 1, started: false },
      ])}
    />,
    <EventCard bookable event={event('b', [{ time: '5:00 PM', seatsLeft: 4, started: false }])} />,
  ),
);

describe('event cards', () => {
  it('SHOW MORE opens the card: its description shows, the buttons say SHOW LESS and BOOK NOW; again closes it', () => {
    const toggle = $<HTMLButtonElement>(markup.toggle.selector, card('a'));
    const details = $(`#${eventCardId('a')}-details`);
    expect(details.hidden).toBe(true);
    toggle.click();
    expect(details.hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(textOf(toggle)).toBe(eventCard.showLess);
    expect(textOf($(markup.book.selector, card('a')))).toBe(eventCard.bookExpanded);
    expect(markup.expanded.read(card('a'))).toBe(true);
    toggle.click();
    expect(details.hidden).toBe(true);
    expect(textOf(toggle)).toBe(eventCard.showMore);
    expect(textOf($(markup.book.selector, card('a')))).toBe(eventCard.book);
  });

  it('pressing a slot chooses it and releases every other slot on the page (one selection)', () => {
    slot('a', '10:00 AM').click();
    expect(pressed()).toEqual([`${eventCardId('a')} 10:00 AM`]);
    slot('b', '5:00 PM').click();
    expect(pressed()).toEqual([`${eventCardId('b')} 5:00 PM`]);
    slot('a', '8:00 AM').click();
    expect(pressed()).toEqual([`${eventCardId('a')} 8:00 AM`]);
  });

  it('a slot without seats cannot be chosen', () => {
    mount(<EventCard bookable event={event('c', [{ time: '6:00 AM', seatsLeft: 0, started: false }])} />);
    slot('c', '6:00 AM').click();
    expect(pressed()).toEqual([]);
    expect($<HTMLButtonElement>(markup.book.selector).disabled).toBe(true);
    $(markup.toggle.selector).click();
    // Opened, a card with no seats still says so.
    expect(textOf($(markup.book.selector))).toBe(eventCard.fullyBooked);
  });
});
