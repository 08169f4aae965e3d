import { dataFlag } from '#app/lib/data-attribute.ts';

// Where the calendar page (calendar-panel.tsx and the events section of routes/site/calendar.tsx) and
// calendar-panel.enhance.ts meet: choices in the panel load a new page, and the list says so meanwhile.

export const calendarPanelMarkup = {
  panel: dataFlag('data-calendar-panel'),
  /** A GET form sent as soon as one of its selects changes. */
  submitOnChange: dataFlag('data-submit-on-change'),
  /** The day's events: busy while the next page loads, with its status line and list. */
  events: dataFlag('data-calendar-events'),
  status: dataFlag('data-calendar-status'),
  list: dataFlag('data-event-list'),
};
