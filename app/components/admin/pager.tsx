import { Link } from 'react-router';
import { buttonClass } from './buttons.ts';

/**
 * Previous and Next links around 'Page X of Y', for any list paged by paginate() (app/lib/paginate.ts);
 * links, so paging works without JavaScript and deep-links. Nothing shows for a single page.
 */
export function Pager({ label, page, pages, hrefFor }: { label: string; page: number; pages: number; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
  const edge = 'inline-flex min-h-11 items-center rounded-lg border border-sand-300 px-5 text-sm font-semibold text-muted';
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={buttonClass('secondary')} preventScrollReset>
          Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={edge}>
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
        <span aria-disabled="true" className={edge}>
          Next
        </span>
      )}
    </nav>
  );
}
