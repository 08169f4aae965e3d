import { Link } from '#app/components/ui/site-link.tsx';
import { refusedText } from '#app/lib/staff-refused.ts';

/** A 405's sentence: said instead of React Router's own, which names the route module that has no action. */
export const METHOD_NOT_ALLOWED_TEXT = 'This page does not accept that request.';

const texts = {
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

/** `byRole`: a 403 for a staff member's role, not for an account outside the back-office. */
export function StatusPage({ status, byRole = false }: { status: number; byRole?: boolean }) {
  const copy = byRole
    ? texts.role
    : status === 404 || status === 401 || status === 403 || status === 405 || status === 413
      ? texts[status]
      : status >= 400 && status < 500
        ? { ...texts[400], eyebrow: `Error ${status}` }
        : texts[500];
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <p className="eyebrow text-clay-700">{copy.eyebrow}</p>
      <h1 className="mt-3 max-w-2xl text-4xl font-semibold text-forest-900 sm:text-5xl">{copy.title}</h1>
      <p className="mt-4 max-w-xl text-muted">{copy.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {status === 401 ? (
          <a
            href="/admin/login"
            className="rounded-full bg-clay-700 px-6 py-3 text-sm font-semibold tracking-[0.12em] text-white hover:bg-clay-600"
          >
            SIGN IN
          </a>
        ) : null}
        {byRole ? (
          <a
            href="/admin"
            className="rounded-full bg-clay-700 px-6 py-3 text-sm font-semibold tracking-[0.12em] text-white hover:bg-clay-600"
          >
            BACK-OFFICE
          </a>
        ) : null}
        <Link
          to="/"
          className="rounded-full bg-forest-800 px-6 py-3 text-sm font-semibold tracking-[0.12em] text-white hover:bg-forest-700"
        >
          HOME
        </Link>
        <Link
          to="/explore"
          className="rounded-full border border-forest-800 px-6 py-3 text-sm font-semibold tracking-[0.12em] text-forest-900 hover:bg-sand-200"
        >
          EXPLORE MORE
        </Link>
        <Link
          to="/contact"
          className="rounded-full border border-forest-800 px-6 py-3 text-sm font-semibold tracking-[0.12em] text-forest-900 hover:bg-sand-200"
        >
          CONTACT US
        </Link>
      </div>
    </section>
  );
}
