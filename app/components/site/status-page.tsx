import { Link } from '#app/components/ui/site-link.tsx';
import { STATUS_PAGE_MESSAGES as texts } from '#app/content/status-pages.ts';

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
