import { Form, useNavigation } from 'react-router';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { useStaffCan } from '#app/lib/admin/use-staff-can.ts';
import { useSite } from '#app/lib/use-site.ts';
import { buttonClass } from './buttons.ts';

export interface ContentRevisionItem {
  id: string;
  number: number;
  publishedAt: string;
  publishedBy: string | null;
  restoredFrom: number | null;
}

/** Who published what and when, newest first; any but the one guests read now can be published again. */
export function ContentRevisions({ pageKey, revisions }: { pageKey: string; revisions: ContentRevisionItem[] }) {
  const { timeZone } = useSite();
  const navigation = useNavigation();
  const mayEdit = useStaffCan()('content:update');
  const restoring =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'restore' ? navigation.formData.get('revision') : null;
  return (
    <section aria-labelledby="content-revisions-title" className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-8">
      <h2 id="content-revisions-title" className="text-xl font-semibold text-forest-900">
        Revisions
      </h2>
      {revisions.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Nothing published yet: guests read the first content.</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {revisions.map((revision, index) => {
            const who = revision.publishedBy ?? 'the first content';
            const name = `Revision ${revision.number}`;
            return (
              <li
                key={revision.id}
                aria-label={name}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-sand-100 px-3 py-2 text-sm"
              >
                <p className="min-w-0 break-words">
                  <span className="font-semibold text-forest-900">{name}</span> — {formatDateTime(revision.publishedAt, timeZone)}, {who}
                  {revision.restoredFrom ? `, revision ${revision.restoredFrom} restored` : ''}
                  {index === 0 ? <span className="ml-2 font-semibold text-forest-800">(published now)</span> : null}
                </p>
                {index > 0 && mayEdit ? (
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="restore" />
                    <input type="hidden" name="key" value={pageKey} />
                    <input type="hidden" name="revision" value={revision.id} />
                    <SubmitButton
                      busy={restoring === revision.id}
                      busyLabel="Restoring..."
                      aria-label={`Restore revision ${revision.number}`}
                      className={buttonClass('secondary', 'sm')}
                    >
                      Restore
                    </SubmitButton>
                  </Form>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
