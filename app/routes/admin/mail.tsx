import { useNavigation } from 'react-router';
import { EmptyState } from '#app/components/admin/empty-state.tsx';
import { MailTable } from '#app/components/admin/mail-table.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { Pager } from '#app/components/admin/pager.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import { banner } from '#app/lib/admin/banner.ts';
import { MAIL_MESSAGES } from '#app/lib/admin/mail-messages.ts';
import { mailActionSchema, readMailQuery } from '#app/lib/schemas/admin/mail.ts';
import { useSite } from '#app/lib/use-site.ts';
import { db } from '#server/db/index.ts';
import { logger } from '#server/logger.ts';
import { listOutboxPage, retryMail } from '#server/mail/outbox-admin.ts';
import { adminAction, adminFailure } from './+shared/admin-action.ts';
import { adminLoader } from './+shared/admin-loader.ts';
import type { Route } from './+types/mail.ts';

export function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, {
    permission: 'mail:view',
    failed: MAIL_MESSAGES.fetchFailed,
    load: async ({ params }) => ({ outbox: await listOutboxPage(db(), readMailQuery(params)) }),
    empty: () => ({ outbox: null }),
  });
}

export function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    permission: 'mail:resend',
    schema: mailActionSchema,
    messages: { failed: MAIL_MESSAGES.retryFailed },
    run: async ({ id }, { staff }) => {
      const outcome = await retryMail(db(), id);
      if (outcome === 'not-found') return null;
      if (outcome === 'already-sent') return adminFailure(MAIL_MESSAGES.alreadySent, 409);
      if (outcome === 'sending') return adminFailure(MAIL_MESSAGES.beingSent, 409);
      logger.info({ id, by: staff.email }, 'mail queued again by staff');
      return { banner: banner('success', MAIL_MESSAGES.retried) };
    },
  });
}

export default function MailScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { timeZone } = useSite();
  const navigation = useNavigation();
  // A page change, not the reload that follows a retry.
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/admin/mail' && !navigation.formData;
  const { outbox } = loaderData;
  return (
    <>
      <AdminPageHeader title={MAIL_MESSAGES.title} />
      <StatusBanner message={actionData?.banner ?? loaderData.failure} />
      {outbox ? <OutboxSummary totals={outbox.totals} /> : null}
      {loading ? (
        <EmptyState busy>{MAIL_MESSAGES.loading}</EmptyState>
      ) : outbox ? (
        outbox.mails.length === 0 ? (
          <EmptyState>{MAIL_MESSAGES.empty}</EmptyState>
        ) : (
          <>
            <MailTable rows={outbox.mails} timeZone={timeZone} />
            <Pager label="Outbox pages" page={outbox.page} pages={outbox.pages} hrefFor={(page) => `?page=${page}`} />
          </>
        )
      ) : null}
    </>
  );
}

function OutboxSummary({ totals }: { totals: { failed: number; queued: number; sent: number } }) {
  return (
    <p className="mb-4 text-sm text-muted" data-testid="outbox-totals">
      {totals.failed} failed · {totals.queued} queued · {totals.sent} sent. Failed and waiting messages come first; a message is tried up to
      six times over about four and a half hours before it is marked failed.
    </p>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Mail | Admin' }, { name: 'robots', content: 'noindex, nofollow' }];
