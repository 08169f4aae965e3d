import { useNavigation } from 'react-router';
import { EmptyState } from '#app/components/admin/empty-state.tsx';
import { EnquiryCard } from '#app/components/admin/enquiry-card.tsx';
import { EnquiryFilters, enquiryListHref } from '#app/components/admin/enquiry-filters.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { Pager } from '#app/components/admin/pager.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import { banner } from '#app/lib/admin/banner.ts';
import { ENQUIRY_MESSAGES } from '#app/lib/admin/enquiry-messages.ts';
import { enquiryActionSchema, type EnquiryFilterName, readEnquiryQuery } from '#app/lib/schemas/admin/enquiry.ts';
import { useSite } from '#app/lib/use-site.ts';
import { db } from '#server/db/index.ts';
import { listEnquiryPage, setEnquiryHandled } from '#server/enquiries/admin.ts';
import { adminAction } from './+shared/admin-action.ts';
import { adminLoader } from './+shared/admin-loader.ts';
import type { Route } from './+types/enquiries.ts';

export function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, {
    permission: 'enquiry:view',
    failed: ENQUIRY_MESSAGES.fetchFailed,
    load: async ({ params }) => ({ list: await listEnquiryPage(db(), readEnquiryQuery(params)) }),
    empty: () => ({ list: null }),
  });
}

export function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    permission: 'enquiry:update',
    schema: enquiryActionSchema,
    messages: { failed: ENQUIRY_MESSAGES.saveFailed },
    run: async ({ intent, id }, { staff }) => {
      const row = await setEnquiryHandled(db(), staff, id, intent === 'handle');
      return row && { banner: banner('success', intent === 'handle' ? ENQUIRY_MESSAGES.handled : ENQUIRY_MESSAGES.reopened) };
    },
  });
}

function emptyText(filter: EnquiryFilterName, total: number): string {
  if (total === 0 || filter === 'all') return ENQUIRY_MESSAGES.empty;
  return filter === 'new' ? ENQUIRY_MESSAGES.emptyNew : ENQUIRY_MESSAGES.emptyHandled;
}

export default function Enquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { timeZone } = useSite();
  const navigation = useNavigation();
  // A page or filter change, not the reload that follows marking an enquiry.
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/admin/enquiries' && !navigation.formData;
  const { list } = loaderData;
  return (
    <>
      <AdminPageHeader title={ENQUIRY_MESSAGES.title} />
      <StatusBanner message={actionData?.banner ?? loaderData.failure} />
      {list ? <EnquiryFilters current={list.filter} totals={list.totals} /> : null}
      {loading ? (
        <EmptyState busy>{ENQUIRY_MESSAGES.loading}</EmptyState>
      ) : list ? (
        list.enquiries.length === 0 ? (
          <EmptyState>{emptyText(list.filter, list.totals.all)}</EmptyState>
        ) : (
          <>
            <ol className="space-y-4" aria-label={`Enquiries, page ${list.page} of ${list.pages}`}>
              {list.enquiries.map((enquiry) => (
                <li key={enquiry.id}>
                  <EnquiryCard enquiry={enquiry} timeZone={timeZone} />
                </li>
              ))}
            </ol>
            <Pager label="Enquiry pages" page={list.page} pages={list.pages} hrefFor={(page) => enquiryListHref(list.filter, page)} />
          </>
        )
      ) : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Enquiries | Admin' }, { name: 'robots', content: 'noindex, nofollow' }];
