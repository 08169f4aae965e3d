import { Link } from 'react-router';

export type EnquiryFilterView = 'new' | 'handled' | 'all';

const filters = [
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
] as const;

export function enquiryListHref(filter: EnquiryFilterView, page = 1): string {
  const params = new URLSearchParams({ status: filter });
  if (page > 1) params.set('page', String(page));
  return `?${params}`;
}

/** New / Handled / All, as links: the filter lives in the address, so it works without JavaScript and deep-links. */
export function EnquiryFilters({ current, totals }: { current: EnquiryFilterView; totals: Record<EnquiryFilterView, number> }) {
  return (
    <nav aria-label="Filter enquiries" className="mb-6">
      <ul className="inline-flex flex-wrap gap-1 rounded-xl bg-sand-100 p-1">
        {filters.map((filter) => {
          const active = filter.value === current;
          return (
            <li key={filter.value}>
              <Link
                to={enquiryListHref(filter.value)}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold ${
                  active ? 'bg-forest-800 text-white' : 'text-forest-900 hover:bg-sand-200'
                }`}
              >
                {filter.label} ({totals[filter.value]})
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
