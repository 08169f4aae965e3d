import { refusedText } from '#app/lib/staff-refused.ts';

// The words of the status pages: the site's own (components/site/status-page.tsx) and the plain HTML the
// server sends when React itself cannot render (server/http/error-page.ts).

/** A 405's sentence: said instead of React Router's own, which names the route module that has no action. */
export const METHOD_NOT_ALLOWED_TEXT = 'This page does not accept that request.';

/** What each status page says: its eyebrow, heading and words. */
export const STATUS_PAGE_MESSAGES = {
  404: {
    eyebrow: 'Error 404',
    title: 'This path leads nowhere, gently',
    text: 'The page you were looking for has moved or never existed. Let us guide you back to somewhere calm.',
  },
  401: {
    eyebrow: 'Error 401',
    title: 'Please sign in first',
    text: 'Your back-office session has ended. Sign in again to carry on where you were.',
  },
  403: {
    eyebrow: 'Error 403',
    title: 'This place is for administrators',
    text: 'The account you are signed in with may not use the back-office. Ask the estate administrator for access.',
  },
  // A staff member whose role does not include this screen or action (app/lib/staff-roles.ts).
  role: {
    eyebrow: 'Error 403',
    title: 'This is not part of your role',
    text: refusedText,
  },
  405: {
    eyebrow: 'Error 405',
    title: 'Nothing to send here',
    text: `${METHOD_NOT_ALLOWED_TEXT} Please go back and use the links and buttons on the page.`,
  },
  413: {
    eyebrow: 'Error 413',
    title: 'That was too large to send',
    text: 'What was sent is larger than this page accepts. Please go back, shorten what you wrote and send it again.',
  },
  // Any other 4xx: a request the site could not take as sent (not a form, garbled, too large).
  400: {
    eyebrow: 'Error 400',
    title: 'We could not read that request',
    text: 'What was sent did not arrive as a form this page understands. Please go back, check the form and send it again.',
  },
  500: {
    eyebrow: 'Error 500',
    title: 'We are sorry, something went wrong',
    text: 'Please take a breath and try again in a moment. If it keeps happening, write to us and we will help.',
  },
};
