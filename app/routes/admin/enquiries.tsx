import type { SubmissionResult } from '@conform-to/react';
import { useState } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { EmptyState } from '#app/components/admin/empty-state.tsx';
import { EnquiryCard } from '#app/components/admin/enquiry-card.tsx';
import { EnquiryConversation } from '#app/components/admin/enquiry-conversation.tsx';
import { EnquiryFilters, enquiryListHref } from '#app/components/admin/enquiry-filters.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { Pager } from '#app/components/admin/pager.tsx';
import { type BannerMessage, StatusBanner } from '#app/components/admin/status-banner.tsx';
import { banner } from '#app/lib/admin/banner.ts';
import { ENQUIRY_CONVERSATION_MESSAGES, ENQUIRY_MESSAGES } from '#app/lib/admin/enquiry-messages.ts';
import {
  enquiryActionSchema,
  enquiryAssignSchema,
  type EnquiryFilterName,
  enquiryMessageSchema,
  readEnquiryQuery,
} from '#app/lib/schemas/admin/enquiry.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { useSite } from '#app/lib/use-site.ts';
import { db } from '#server/db/index.ts';
import { listEnquiryPage, setEnquiryHandled } from '#server/enquiries/admin.ts';
import { assignEnquiry, findEnquiryConversation, recordEnquiryMessage, replyToEnquiry } from '#server/enquiries/conversation.ts';
import { adminAction, byIntent, type IntentValue } from './+shared/admin-action.ts';
import { adminLoader } from './+shared/admin-loader.ts';
import type { Route } from './+types/enquiries.ts';

const TEXT = ENQUIRY_CONVERSATION_MESSAGES;
const forms = {
  handle: { schema: enquiryActionSchema, failed: ENQUIRY_MESSAGES.saveFailed },
  reopen: { schema: enquiryActionSchema, failed: ENQUIRY_MESSAGES.saveFailed },
  reply: { schema: enquiryMessageSchema, failed: TEXT.replyFailed },
  note: { schema: enquiryMessageSchema, failed: TEXT.noteFailed },
  answer: { schema: enquiryMessageSchema, failed: TEXT.answerFailed },
  assign: { schema: enquiryAssignSchema, failed: TEXT.assignFailed },
};
const intentForms = byIntent(forms, 'handle');
type EnquiryAction = IntentValue<typeof forms>;
const done = { reply: TEXT.replied, note: TEXT.noted, answer: TEXT.answered } as const;

export function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, {
    permission: 'enquiry:view',
    failed: ENQUIRY_MESSAGES.fetchFailed,
    load: async ({ params }) => {
      const viewId = params.get('view');
      const [list, viewing] = await Promise.all([
        listEnquiryPage(db(), readEnquiryQuery(params)),
        viewId && isRecordId(viewId) ? findEnquiryConversation(db(), viewId) : null,
      ]);
      return { list, viewing, failure: viewId && !viewing ? banner('error', TEXT.notFound) : null };
    },
    empty: () => ({ list: null, viewing: null }),
  });
}

export function action({ request }: Route.ActionArgs) {
  return adminAction<EnquiryAction, { banner: BannerMessage; result?: SubmissionResult<string[]> }>(request, {
    permission: 'enquiry:update',
    schema: intentForms.schema,
    messages: { ...intentForms.messages, notFound: TEXT.notFound },
    run: async (value, { staff, reply }) => {
      switch (value.intent) {
        case 'handle':
        case 'reopen': {
          const row = await setEnquiryHandled(db(), staff, value.id, value.intent === 'handle');
          return row && { banner: banner('success', value.intent === 'handle' ? ENQUIRY_MESSAGES.handled : ENQUIRY_MESSAGES.reopened) };
        }
        case 'reply':
        case 'note':
        case 'answer': {
          const message =
            value.intent === 'reply'
              ? await replyToEnquiry(db(), staff, value.id, value.body)
              : await recordEnquiryMessage(db(), staff, value.id, value.intent, value.body);
          return message && { banner: banner('success', done[value.intent]), result: reply({ resetForm: true }) };
        }
        case 'assign': {
          const row = await assignEnquiry(db(), staff, value.id, value.assigneeId);
          return row && { banner: banner('success', TEXT.assigned) };
        }
      }
    },
  });
}

function emptyText(filter: EnquiryFilterName, total: number): string {
  if (total === 0 || filter === 'all') return ENQUIRY_MESSAGES.empty;
  return filter === 'new' ? ENQUIRY_MESSAGES.emptyNew : ENQUIRY_MESSAGES.emptyHandled;
}

export default function Enquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { timeZone } = useSite();
  const navigate = useNavigate();
  const navigation = useNavigation();
  // A page or filter change, not the reload that follows marking an enquiry or opening one.
  const loading =
    navigation.state === 'loading' &&
    navigation.location.pathname === '/admin/enquiries' &&
    !navigation.formData &&
    !new URLSearchParams(navigation.location.search).has('view');
  const { list, viewing } = loaderData;
  const listHref = list ? enquiryListHref(list.filter, list.page) : '?';
  const lastResult = navigation.state === 'idle' && actionData?.result ? actionData.result : null;
  // An answer shown in the dialog is not shown again on the list when the dialog closes.
  const [dialogBanner, setDialogBanner] = useState<string | null>(null);
  if (viewing && actionData?.banner && dialogBanner !== actionData.banner.id) setDialogBanner(actionData.banner.id);
  const listBanner = actionData?.banner && actionData.banner.id !== dialogBanner ? actionData.banner : null;
  return (
    <>
      <AdminPageHeader title={ENQUIRY_MESSAGES.title} />
      <StatusBanner message={viewing ? loaderData.failure : (listBanner ?? loaderData.failure)} />
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
                  <EnquiryCard enquiry={enquiry} timeZone={timeZone} openHref={withView(listHref, enquiry.id)} />
                </li>
              ))}
            </ol>
            <Pager label="Enquiry pages" page={list.page} pages={list.pages} hrefFor={(page) => enquiryListHref(list.filter, page)} />
          </>
        )
      ) : null}
      <EnquiryConversation
        conversation={viewing}
        banner={viewing ? (actionData?.banner ?? null) : null}
        lastResult={lastResult}
        onClose={() => navigate(listHref, { preventScrollReset: true })}
      />
    </>
  );
}

function withView(listHref: string, id: string): string {
  const params = new URLSearchParams(listHref.slice(1));
  params.set('view', id);
  return `?${params}`;
}

export const meta: Route.MetaFunction = () => [{ title: 'Enquiries | Admin' }, { name: 'robots', content: 'noindex, nofollow' }];
