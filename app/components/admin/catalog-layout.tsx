import type { SubmissionResult } from '@conform-to/react';
import type { ComponentType, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { type CatalogActionData, useCloseFormAfterSave, useScreenLoading } from '#app/lib/admin/catalog-screen.ts';
import type { AuditEntryView } from './audit-list.tsx';
import { EmptyState } from './empty-state.tsx';
import { RecordScreenTop } from './page-header.tsx';
import { Pager } from './pager.tsx';
import type { RecordFormProps } from './record-form.tsx';
import type { BannerMessage } from './status-banner.tsx';

/** A catalogue screen's own words: its address, title, add button, loading text and pager's label. */
export interface CatalogScreenTexts {
  path: string;
  title: string;
  add: string;
  loading: string;
  pager: string;
}

/**
 * The Events and Classes screens: title with the add/cancel toggle, the banner, the record's form when
 * the address opens it (closed again after a save), the list's filters, and the paged table, or the
 * loading text while the list reloads.
 */
export function CatalogLayout<Editable extends { id: string }>({
  screen,
  loaderData,
  actionData,
  RecordForm,
  filters,
  table,
  pageHref,
}: {
  screen: CatalogScreenTexts;
  /** The loader's answer: the page of the list, the record of `?edit=` with its history, and a failure. */
  loaderData: { page: number; pages: number; editing: Editable | null; history: AuditEntryView[]; failure: BannerMessage | null };
  actionData: (CatalogActionData & { result?: SubmissionResult<string[]> }) | undefined;
  RecordForm: ComponentType<RecordFormProps<Editable>>;
  /** The list's tabs, search and filters (a GET form: they live in the address). */
  filters: ReactNode;
  /** Null when the list could not be read (the banner says so). */
  table: ReactNode | null;
  /** The address of another page of the list, with its filters. */
  pageHref: (page: number) => string;
}) {
  const [params] = useSearchParams();
  useCloseFormAfterSave(actionData);
  const loading = useScreenLoading(screen.path);
  const { editing, history } = loaderData;
  const formOpen = Boolean(editing) || params.get('new') === '1';
  const lastResult = actionData && 'result' in actionData ? actionData.result : null;
  return (
    <>
      <RecordScreenTop
        title={screen.title}
        add={screen.add}
        path={screen.path}
        formOpen={formOpen}
        message={actionData?.banner ?? loaderData.failure}
      />
      {formOpen ? <RecordForm key={editing?.id ?? 'new'} record={editing} history={history} lastResult={lastResult} /> : null}
      {/* Hidden while the form is open: its fields (Type, Tag, Date …) would share their names with the filters'. */}
      {formOpen ? null : filters}
      {loading ? (
        <EmptyState busy>{screen.loading}</EmptyState>
      ) : table ? (
        <>
          {table}
          <Pager label={screen.pager} page={loaderData.page} pages={loaderData.pages} hrefFor={pageHref} />
        </>
      ) : null}
    </>
  );
}
