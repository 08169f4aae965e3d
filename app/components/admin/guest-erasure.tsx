import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Banner } from '#app/components/ui/banner.tsx';
import { ERASURE_MESSAGES, erasureQuestion, erasureRequestedText } from '#app/lib/admin/erasure-messages.ts';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { useSite } from '#app/lib/use-site.ts';
import { AdminDialog } from './admin-dialog.tsx';
import { buttonClass } from './buttons.ts';
import type { BannerMessage } from './status-banner.tsx';

/**
 * The guest asked, from their own link, that their data be erased: the owner sees when, and confirms it in
 * a dialog that says what goes and what the law keeps. A confirmation goes back to the profile; a refusal
 * (another owner confirmed it first) is said in the dialog.
 */
export function GuestErasure({ guest, request }: { guest: { id: string; name: string }; request: { requestedAt: string } }) {
  const { timeZone } = useSite();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<{ banner: BannerMessage }>();
  const refused = fetcher.state === 'idle' ? fetcher.data?.banner : undefined;
  return (
    <section aria-labelledby="guest-erasure-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-2 ring-clay-600 sm:p-6">
      <h2 id="guest-erasure-heading" className="text-xl font-semibold text-forest-900">
        {ERASURE_MESSAGES.heading}
      </h2>
      <p className="mt-1 text-sm">
        <time dateTime={request.requestedAt}>{erasureRequestedText(formatDateTime(request.requestedAt, timeZone))}</time>
      </p>
      <button type="button" className={`${buttonClass('danger')} mt-3`} onClick={() => setOpen(true)}>
        {ERASURE_MESSAGES.confirm}…
      </button>
      <AdminDialog
        open={open}
        onClose={() => setOpen(false)}
        title={ERASURE_MESSAGES.confirm}
        size="sm"
        footer={
          <>
            <button type="button" className={buttonClass('secondary')} onClick={() => setOpen(false)}>
              Cancel
            </button>
            <fetcher.Form method="post" action={`/admin/guests/${guest.id}/erase`}>
              <input type="hidden" name="id" value={guest.id} />
              <button type="submit" className={buttonClass('danger')} disabled={fetcher.state !== 'idle'}>
                {ERASURE_MESSAGES.confirm}
              </button>
            </fetcher.Form>
          </>
        }
      >
        <div className="space-y-3">
          {refused ? <Banner tone={refused.tone}>{refused.text}</Banner> : null}
          <p className="font-semibold">{erasureQuestion(guest.name)}</p>
          <p>{ERASURE_MESSAGES.what}</p>
          <p>{ERASURE_MESSAGES.cannotUndo}</p>
        </div>
      </AdminDialog>
    </section>
  );
}
