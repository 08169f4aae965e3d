// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendar } from '#app/content/calendar.ts';
import type { CalendarQuery } from '#app/lib/calendar-url.ts';
import { $, inRouter, mount, textOf, type } from '#tests/support/enhance-dom.tsx';
import { calendarPanelMarkup as markup } from './calendar-panel.contract.ts';
import { enhanceCalendarPanel } from './calendar-panel.enhance.ts';
import { CalendarPanel } from './calendar-panel.tsx';

const query: CalendarQuery = { date: '2026-11-30', mode: 'upcoming', month: '2026-11', q: '', time: '', type: '' };

// The events section as routes/site/calendar.tsx renders it around the day's cards.
function EventsSection() {
  return (
    <section {...markup.events.props()}>
      <div aria-live="polite" {...markup.status.props()} />
      <ul {...markup.list.props()} />
    </section>
  );
}

const section = () => $(markup.events.selector);
const loading = () => ({
  busy: section().getAttribute('aria-busy'),
  status: textOf($(markup.status.selector)),
  dimmed: $(markup.list.selector).classList.contains('opacity-60'),
});

let submitted: string[] = [];

beforeAll(() => {
  enhanceCalendarPanel();
  // The browser would load the next page; here the request it would send is kept.
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    submitted.push(new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString());
    event.preventDefault();
  });
  document.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) event.preventDefault();
  });
});

beforeEach(() => {
  window.history.replaceState(null, '', '/calendar?date=2026-11-30');
  mount(inRouter(<CalendarPanel query={query} today="2026-11-23" markedDates={['2026-11-30']} />, '/calendar'), <EventsSection />);
  submitted = [];
});

describe('the calendar panel', () => {
  it('a changed filter sends the form at once, and the list says it is loading', () => {
    type($<HTMLSelectElement>('select[name="time"]'), 'evening');
    expect(submitted).toEqual(['date=2026-11-30&q=&time=evening&type=']);
    expect(loading()).toEqual({ busy: 'true', status: calendar.loading, dimmed: true });
  });

  it('another day of the grid loads its page, and says so meanwhile', () => {
    $('a[href*="date=2026-11-24"]').click();
    expect(loading()).toEqual({ busy: 'true', status: calendar.loading, dimmed: true });
  });

  it('a link that opens a new tab loads nothing here', () => {
    $('a[href*="date=2026-11-24"]').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(loading()).toEqual({ busy: null, status: '', dimmed: false });
  });

  it('coming back to the page from the browser’s cache shows the list as loaded', () => {
    type($<HTMLSelectElement>('select[name="type"]'), 'workshop');
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(loading()).toEqual({ busy: 'false', status: '', dimmed: false });
  });
});
