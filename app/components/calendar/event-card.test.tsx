import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { eventCard } from '#app/content/calendar.ts';
import { eventCardData } from '#tests/support/event-card.ts';
import { EventCard, type EventCardData } from './event-card.tsx';

const card = (slots: EventCardData['slots']) => eventCardData({ expandedDescription: null, slots });

/** The slot buttons as the server renders them: time, what the guest is told, and whether it can be pressed. */
function slotButtons(html: string) {
  return [...html.matchAll(/<button([^>]*data-slot="([^"]*)"[^>]*)>(.*?)<\/button>/g)].map(([, attributes, slot, inner]) => [
    slot,
    text(inner!),
    / disabled=""/.test(attributes!),
  ]);
}

function bookButton(html: string) {
  const [, attributes, inner] = /<button([^>]*data-book=[^>]*)>(.*?)<\/button>/.exec(html) ?? [];
  return attributes === undefined ? null : [text(inner!), / disabled=""/.test(attributes)];
}

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// No JavaScript is needed to see that a slot has begun: the server renders it so.
describe('EventCard', () => {
  it('shows a slot that has begun as Started and cannot be pressed; later slots keep their seats', () => {
    const html = renderToString(
      <EventCard
        bookable
        event={card([
          { time: '6:00 AM', seatsLeft: 20, started: true },
          { time: '8:00 AM', seatsLeft: 0, started: true },
          { time: '10:00 AM', seatsLeft: 20, started: false },
          { time: '5:00 PM', seatsLeft: 0, started: false },
        ])}
      />,
    );
    expect(slotButtons(html)).toEqual([
      ['6:00 AM', `6:00 AM ${eventCard.started}`, true],
      ['8:00 AM', `8:00 AM ${eventCard.started}`, true],
      ['10:00 AM', '10:00 AM 20 left', false],
      ['5:00 PM', '5:00 PM Full', true],
    ]);
    expect(bookButton(html)).toEqual([eventCard.book, false]);
  });

  it('closes booking when every slot with seats has begun', () => {
    const html = renderToString(
      <EventCard
        bookable
        event={card([
          { time: '6:00 AM', seatsLeft: 20, started: true },
          { time: '8:00 AM', seatsLeft: 0, started: false },
        ])}
      />,
    );
    expect(bookButton(html)).toEqual([eventCard.closed, true]);
    expect(slotButtons(html).every(([, , disabled]) => disabled)).toBe(true);
  });

  it('still says FULLY BOOKED when the only reason is that every seat is taken', () => {
    const html = renderToString(<EventCard bookable event={card([{ time: '6:00 PM', seatsLeft: 0, started: false }])} />);
    expect(bookButton(html)).toEqual([eventCard.fullyBooked, true]);
  });

  it('a class paid online says so and carries its amount for the dialog; one paid at the estate carries none', () => {
    const online = renderToString(<EventCard bookable event={eventCardData({ onlinePricePaise: 60_000 })} />);
    expect(text(online)).toContain(eventCard.paidOnline);
    expect(online).toContain('data-online-price="60000"');
    const atEstate = renderToString(<EventCard bookable event={eventCardData({ onlinePricePaise: null })} />);
    expect(text(atEstate)).not.toContain(eventCard.paidOnline);
    expect(atEstate).not.toContain('data-online-price');
  });

  it('shows a date the estate cancelled as cancelled, with its reason, and offers nothing to book', () => {
    const html = renderToString(
      <EventCard
        bookable
        event={{ ...card([{ time: '8:00 AM', seatsLeft: 12, started: false }]), cancelled: { reason: 'Flooded hall.' } }}
      />,
    );
    expect(text(html)).toContain(`${eventCard.cancelled} Flooded hall.`);
    expect(slotButtons(html)).toEqual([['8:00 AM', `8:00 AM ${eventCard.cancelledSlot}`, true]]);
    expect(bookButton(html)).toBeNull();
  });
});
