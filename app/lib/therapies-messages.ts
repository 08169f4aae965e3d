// What guests and staff read when a therapy or consultation time cannot be taken or changed: each
// sentence once, in a module without zod so that the pages' scripts, the server and the tests share it.

export const THERAPY_MESSAGES = {
  timeGone: 'That time has just been taken. Please choose another.',
  tooSoon: 'That time is too soon to book online. Please choose a later one.',
  outsideStay: 'That time is outside your stay. Please choose a time during your stay.',
  unknownService: 'This therapy is not offered any more.',
  notQualified: 'That practitioner does not give this therapy. Please choose another.',
  unknownAppointment: 'This appointment could not be found.',
  notChangeable: 'This appointment can no longer be changed.',
} as const;
