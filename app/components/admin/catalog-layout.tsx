import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useScreenLoading } from '#app/lib/admin/catalog-screen.ts';
import { buttonClass } from './buttons.ts';
import { EmptyState } from './empty-state.tsx';
import { AdminPageHeader } from './page-header.tsx';
import { Pager } from './pager.tsx';
import { type BannerMessage, StatusBanner } from './status-banner.tsx';

/**
 * The Events and Classes screens: title with the add/cancel toggle, the banner, the form when open
 * (`form` null means closed), the list's filters, and the paged table, or the loading text while the list reloads.
 */
export function CatalogLayout({
  path,
  title,
  addLabel,
  loadingText,
  pagerLabel,
  banner,
  form,
  filters,
  table,
  page,
  pages,
  pageHref,
}: {
  path: string;
  title: string;
  addLabel: string;
  loadingText: string;
  pagerLabel: string;
  banner: BannerMessage | null | undefined;
  form: ReactNode | null;
  /** The list's tabs, search and filters (a GET form: they live in the address). */
  filters: ReactNode;
  /** Null when the list could not be read (the banner says so). */
  table: ReactNode | null;
  page: number;
  pages: number;
  /** The address of another page of the list, with its filters. */
  pageHref: (page: number) => string;
}) {
  const loading = useScreenLoading(path);
  const formOpen = form !== null;
  return (
    <>
      <AdminPageHeader title={title}>
        <Link to={formOpen ? path : '?new=1'} className={buttonClass(formOpen ? 'secondary' : 'primary')}>
          {formOpen ? 'Cancel' : addLabel}
        </Link>
      </AdminPageHeader>
      <div className="mb-6 empty:hidden">
        <StatusBanner message={banner} />
      </div>
      {form}
      {/* Hidden while the form is open: its fields (Type, Tag, Date …) would share their names with the filters'. */}
      {formOpen ? null : filters}
      {loading ? (
        <EmptyState busy>{loadingText}</EmptyState>
      ) : table ? (
        <>
          {table}
          <Pager label={pagerLabel} page={page} pages={pages} hrefFor={pageHref} />
        </>
      ) : null}
    </>
  );
}
