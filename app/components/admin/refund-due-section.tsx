import { useFetcher } from 'react-router';
import { Banner } from '#app/components/ui/banner.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { formatDateTime } from '#app/lib/admin/format.ts';
import type { RefundDueView } from '#app/lib/admin/refund-due.ts';
import { useStaffCan } from '#app/lib/admin/use-staff-can.ts';
import { useSite } from '#app/lib/use-site.ts';
import { buttonClass } from './buttons.ts';
import type { BannerMessage } from './status-banner.tsx';

/**
 * Money paid at the estate that is owed back by hand (the estate cancelled what it bought): each sum,
 * and for a role that may give money back, "Given back" once staff have paid it out.
 */
export function RefundDueSection({ bookingId, dues }: { bookingId: string; dues: RefundDueView[] }) {
  const { timeZone } = useSite();
  const fetcher = useFetcher<{ banner: BannerMessage }>();
  const mayGiveBack = useStaffCan()('booking:refund');
  const owed = dues.some((due) => !due.paidOutAt);
  const answer = fetcher.state === 'idle' ? fetcher.data?.banner : undefined;
  if (dues.length === 0) return null;
  return (
    <section aria-labelledby="refund-due-title" className="border-b border-sand-200 pb-4">
      <h3 id="refund-due-title" className="text-sm font-bold tracking-[0.12em] text-forest-900 uppercase">
        To give back by hand
      </h3>
      <ul className="mt-2 space-y-2">
        {dues.map((due) => (
          <li key={due.id} className="rounded-lg bg-sand-100 px-3 py-2 text-sm">
            <p className="font-semibold">
              {due.amount} {due.paidOutAt ? '· given back' : '· owed'}
            </p>
            <p className="break-words">{due.reason}</p>
            <p className="text-muted">
              {due.paidOutAt ? (
                <>
                  Given back by {due.paidOutBy}, <time dateTime={due.paidOutAt}>{formatDateTime(due.paidOutAt, timeZone)}</time>
                </>
              ) : (
                <>
                  Recorded by {due.requestedBy}, <time dateTime={due.requestedAt}>{formatDateTime(due.requestedAt, timeZone)}</time>
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-2">{answer ? <Banner tone={answer.tone}>{answer.text}</Banner> : null}</div>
      {owed && mayGiveBack ? (
        <fetcher.Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="given-back" />
          <input type="hidden" name="id" value={bookingId} />
          <SubmitButton busy={fetcher.state !== 'idle'} busyLabel="Recording..." className={buttonClass('secondary', 'sm')}>
            Given back
          </SubmitButton>
        </fetcher.Form>
      ) : null}
    </section>
  );
}
