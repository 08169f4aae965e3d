import { Link } from 'react-router';
import { type EnquiryFilterView, enquiryListHref } from './enquiry-filters.tsx';

/** Previous / Next through pages of 20. */
export function EnquiryPager({ filter, page, pageCount }: { filter: EnquiryFilterView; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const linkClass = 'inline-flex min-h-11 items-center rounded-lg border border-forest-800 px-4 text-sm font-semibold text-forest-900 hover:bg-sand-100';
  const idleClass = 'inline-flex min-h-11 items-center rounded-lg border border-sand-300 px-4 text-sm font-semibold text-muted';
  return (
    <nav aria-label="Enquiry pages" className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={enquiryListHref(filter, page - 1)} className={linkClass}>
          Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={idleClass}>
          Previous
        </span>
      )}
      <p className="text-sm text-muted">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={enquiryListHref(filter, page + 1)} className={linkClass}>
          Next
        </Link>
      ) : (
        <span aria-disabled="true" className={idleClass}>
          Next
        </span>
      )}
    </nav>
  );
}
