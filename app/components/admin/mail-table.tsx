import { Form, useNavigation } from 'react-router';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { MAIL_MESSAGES, mailStateLabels } from '#app/lib/admin/mail-messages.ts';
import type { OutboxMailView } from '#app/lib/admin/mail-view.ts';
import { Badge } from './badge.tsx';
import { buttonClass } from './buttons.ts';
import { ScrollTable } from './scroll-table.tsx';

const cell = 'px-4 py-3 align-top text-sm';

function When({ iso, timeZone }: { iso: string; timeZone: string }) {
  return <time dateTime={iso}>{formatDateTime(iso, timeZone)}</time>;
}

function RetryButton({ mail }: { mail: OutboxMailView }) {
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('id') === mail.id;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="id" value={mail.id} />
      <SubmitButton
        busy={saving}
        busyLabel="Queuing..."
        aria-label={`${MAIL_MESSAGES.retry}: ${mail.subject} to ${mail.to}`}
        className={`${buttonClass('secondary', 'sm')} whitespace-nowrap`}
      >
        {MAIL_MESSAGES.retry}
      </SubmitButton>
    </Form>
  );
}

/** The outbox: what was sent to whom, and what is stuck and why. Subjects and addresses render as text. */
export function MailTable({ rows, timeZone }: { rows: OutboxMailView[]; timeZone: string }) {
  return (
    <ScrollTable columns={['Message', 'State', 'Times', 'Actions']} minWidth="min-w-[44rem]" label="Outbox">
      {rows.map((mail) => (
        <tr key={mail.id} data-mail-id={mail.id}>
          <td className={`${cell} max-w-md break-words`}>
            <p className="font-semibold text-forest-900">{mail.subject}</p>
            <p className="text-muted">To {mail.to}</p>
            <p className="font-mono text-xs text-muted">{mail.kind}</p>
            {mail.lastError ? (
              <p className="mt-2 rounded-md bg-red-50 px-2 py-1 text-xs text-red-900">
                <span className="font-semibold">Last error:</span> {mail.lastError}
              </p>
            ) : null}
          </td>
          <td className={`${cell} whitespace-nowrap`}>
            <Badge kind="mail" status={mail.state}>
              {mailStateLabels[mail.state]}
            </Badge>
            <p className="mt-1 text-muted tabular-nums">
              {mail.attempts} {mail.attempts === 1 ? 'attempt' : 'attempts'}
            </p>
          </td>
          <td className={`${cell} whitespace-nowrap`}>
            <p>
              Created <When iso={mail.createdAt} timeZone={timeZone} />
            </p>
            {mail.sentAt ? (
              <p>
                Sent <When iso={mail.sentAt} timeZone={timeZone} />
              </p>
            ) : null}
            {mail.nextAttemptAt ? (
              <p className="text-muted">
                Next try <When iso={mail.nextAttemptAt} timeZone={timeZone} />
              </p>
            ) : null}
          </td>
          <td className={cell}>{mail.state === 'sent' ? null : <RetryButton mail={mail} />}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
