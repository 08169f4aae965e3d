import { Form, useNavigation } from 'react-router';
import { formatPriceText } from '#app/lib/money.ts';
import type { ApplicationView } from '#app/lib/training.ts';
import { buttonClass } from './buttons.ts';

/**
 * 'Applications (2)': each paid enrolment waiting for a decision, with its answers. Accept confirms it and
 * makes its balance due; Decline cancels it and refunds what was paid in full. Shown to whoever may refund.
 */
export function ApplicationList({ applications }: { applications: ApplicationView[] }) {
  const navigation = useNavigation();
  const deciding = navigation.state === 'submitting' ? navigation.formData?.get('id') : null;
  return (
    <section aria-labelledby="applications-title" className="mb-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-8">
      <h2 id="applications-title" className="text-2xl font-semibold text-forest-900">
        Applications ({applications.length})
      </h2>
      {applications.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No applications are waiting for a decision.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {applications.map((application) => (
            <li key={application.id} className="rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200">
              <p className="font-semibold text-forest-900">
                {application.name} · <span className="font-mono">{application.reference}</span>
              </p>
              <p className="text-sm text-muted">
                {application.batch} · {application.email ?? 'no e-mail'} · {application.phone} · paid {formatPriceText(application.paid)}
              </p>
              <dl className="mt-3 space-y-2 text-sm">
                {application.answers.map((answer) => (
                  <div key={answer.question}>
                    <dt className="font-semibold text-forest-900">{answer.question}</dt>
                    <dd className="break-words whitespace-pre-wrap">{answer.answer || '–'}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-3 flex flex-wrap gap-2">
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="accept-application" />
                  <input type="hidden" name="id" value={application.id} />
                  <button
                    type="submit"
                    className={buttonClass('primary', 'sm')}
                    disabled={deciding === application.id}
                    aria-label={`Accept the application of ${application.name}`}
                  >
                    Accept
                  </button>
                </Form>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="decline-application" />
                  <input type="hidden" name="id" value={application.id} />
                  <button
                    type="submit"
                    className={buttonClass('danger', 'sm')}
                    disabled={deciding === application.id}
                    aria-label={`Decline the application of ${application.name} and refund it`}
                  >
                    Decline and refund
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
