import { parseWithZod } from '@conform-to/zod/v4';
import { data, useNavigation } from 'react-router';
import { EnquiryCard } from '#app/components/admin/enquiry-card.tsx';
import { EnquiryFilters } from '#app/components/admin/enquiry-filters.tsx';
import { EnquiryPager } from '#app/components/admin/enquiry-pager.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import { banner } from '#app/lib/admin/banner.ts';
import { enquiryMessages } from '#app/lib/admin/enquiry-messages.ts';
import { enquiryActionSchema, type EnquiryFilterName, readEnquiryQuery } from '#app/lib/schemas/admin/enquiry.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { useSite } from '#app/lib/use-site.ts';
import { listEnquiryPage, setEnquiryHandled } from '#server/admin/enquiries.ts';
import { requireAdmin, requireAdminApi } from '#server/auth/guard.ts';
import { db } from '#server/db/index.ts';
import { logger } from '#server/logger.ts';
import { readAdminForm, UploadRefused } from '#server/uploads/index.ts';
import type { Route } from './+types/enquiries.ts';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = readEnquiryQuery(new URL(request.url).searchParams);
  try {
    return { list: await listEnquiryPage(db(), query), error: null };
  } catch (error) {
    logger.error({ err: error }, 'enquiries could not be loaded');
    return { list: null, error: banner('error', enquiryMessages.fetchFailed) };
  }
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdminApi(request);
  let formData: FormData;
  try {
    // Reads any body safely: a malformed one is a readable refusal, not a 500.
    formData = await readAdminForm(request);
  } catch (error) {
    if (error instanceof UploadRefused) return data({ banner: banner('error', `${enquiryMessages.saveFailed}: ${error.message}`) }, { status: error.status });
    throw error;
  }
  const submission = parseWithZod(formData, { schema: enquiryActionSchema });
  if (submission.status !== 'success') {
    return data({ banner: banner('error', enquiryMessages.saveFailed), result: submission.reply() }, { status: 400 });
  }
  const { intent, id } = submission.value;
  if (!isRecordId(id)) return data({ banner: banner('error', enquiryMessages.saveFailed) }, { status: 404 });
  try {
    const row = await setEnquiryHandled(db(), session, id, intent === 'handle');
    if (!row) return data({ banner: banner('error', enquiryMessages.saveFailed) }, { status: 404 });
  } catch (error) {
    logger.error({ err: error, id }, 'enquiry could not be updated');
    return data({ banner: banner('error', enquiryMessages.saveFailed) }, { status: 500 });
  }
  return { banner: banner('success', intent === 'handle' ? enquiryMessages.handled : enquiryMessages.reopened) };
}

function emptyText(filter: EnquiryFilterName, total: number): string {
  if (total === 0 || filter === 'all') return enquiryMessages.empty;
  return filter === 'new' ? enquiryMessages.emptyNew : enquiryMessages.emptyHandled;
}

export default function Enquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { timeZone } = useSite();
  const navigation = useNavigation();
  // A page or filter change, not the reload that follows marking an enquiry.
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/admin/enquiries' && !navigation.formData;
  const { list } = loaderData;
  return (
    <>
      <AdminPageHeader title={enquiryMessages.title} />
      <StatusBanner message={actionData?.banner ?? loaderData.error} />
      {list ? <EnquiryFilters current={list.filter} totals={list.totals} /> : null}
      {loading ? (
        <p role="status" className="py-10 text-center text-muted">
          {enquiryMessages.loading}
        </p>
      ) : list ? (
        list.enquiries.length === 0 ? (
          <p className="rounded-2xl bg-white p-8 text-center text-muted ring-1 ring-sand-200">{emptyText(list.filter, list.totals.all)}</p>
        ) : (
          <>
            <ol className="space-y-4" aria-label={`Enquiries, page ${list.page} of ${list.pageCount}`}>
              {list.enquiries.map((enquiry) => (
                <li key={enquiry.id}>
                  <EnquiryCard enquiry={enquiry} timeZone={timeZone} />
                </li>
              ))}
            </ol>
            <EnquiryPager filter={list.filter} page={list.page} pageCount={list.pageCount} />
          </>
        )
      ) : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Enquiries | Admin' }, { name: 'robots', content: 'noindex, nofollow' }];
