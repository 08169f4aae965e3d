import ICAL from 'ical.js';

// Reads a calendar file the way a calendar application does (ical.js), so tests check what guests'
// calendars will show rather than the text the ics package happened to write.

export interface ParsedEvent {
  method: string | null;
  uid: string;
  summary: string;
  location: string;
  description: string;
  url: string | null;
  allDay: boolean;
  /** UTC instants for timed events. */
  start: Date;
  end: Date;
  /** 'YYYY-MM-DD' for all-day events (end exclusive), null for timed ones. */
  startDate: string | null;
  endDate: string | null;
}

export function parseIcs(text: string): ParsedEvent {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT in the calendar file');
  const event = new ICAL.Event(vevent);
  const allDay = event.startDate.isDate;
  return {
    method: (calendar.getFirstPropertyValue('method') as string | null) ?? null,
    uid: event.uid,
    summary: event.summary,
    location: event.location,
    description: event.description,
    url: (vevent.getFirstPropertyValue('url') as string | null) ?? null,
    allDay,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    startDate: allDay ? event.startDate.toString() : null,
    endDate: allDay ? event.endDate.toString() : null,
  };
}
