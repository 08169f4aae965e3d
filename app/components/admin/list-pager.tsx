import { Link } from 'react-router';
import { buttonClass } from './buttons.ts';

/** Previous and Next links around 'Page X of Y'; links, so paging works without JavaScript and deep-links. */
export function ListPager({ label, page, pages, hrefFor }: { label: string; page: number; pages: number; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
  const edge = 'inline-flex min-h-11 items-center rounded-lg border border-sand-300 px-5 text-sm font-semibold text-muted';
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={buttonClass('secondary')} preventScrollReset>
          Previous
        </Link>
      ) : (
        <span className={edge}>
          Previous
        </span>
      )}
      <p className="text-sm font-medium text-forest-900" aria-live="polite">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={buttonClass('secondary')} preventScrollReset>
          Next
        </Link>
      ) : (
        <span className={edge}>
          Next
        </span>
      )}
    </nav>
  );
}
