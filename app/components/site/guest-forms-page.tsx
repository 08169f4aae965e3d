import { Banner } from '#app/components/ui/banner.tsx';
import { formatLongUsDate } from '#app/lib/dates.ts';
import { GUEST_FORMS_MESSAGES as M } from '#app/lib/guest-forms.ts';
import type { FormDefinition } from '#app/lib/questionnaire.ts';
import type { QuestionnaireAnswers } from '#app/lib/questionnaire-answers.ts';
import { card } from './booking-confirmation.tsx';
import { QuestionnaireForm, type ShownAnswers } from './questionnaire-form.tsx';

// A named guest's own page: the booking in one line, each form it asks of them, then their data (to
// download) and their request that we erase it. Server-rendered; every form is a plain post.

export interface GuestFormsView {
  guestName: string;
  booking: { reference: string; title: string; from: string; to: string };
  open: boolean;
  forms: {
    questionnaireId: string;
    definition: FormDefinition;
    status: 'missing' | 'draft' | 'complete';
    keep: boolean;
    answers: QuestionnaireAnswers;
  }[];
  erasureRequested: boolean;
}

export interface GuestFormsAnswer {
  ok: boolean;
  message: string;
  questionnaireId?: string;
  errors?: Record<string, string>;
  values?: Record<string, string | string[]>;
}

function datesOf(booking: GuestFormsView['booking']): string {
  const from = formatLongUsDate(booking.from);
  return booking.to === booking.from ? from : `${from} to ${formatLongUsDate(booking.to)}`;
}

const statusWords = { missing: 'Not started', draft: 'Saved, not sent', complete: 'Sent' } as const;

export function GuestFormsPage({ view, token, answer }: { view: GuestFormsView; token: string; answer: GuestFormsAnswer | null }) {
  const general = answer && !answer.questionnaireId ? answer : null;
  return (
    <article>
      <div className="on-dark bg-forest-900 text-sand-50">
        <div className="container-page max-w-3xl pt-12 pb-10">
          <p className="eyebrow text-gold-300">Your forms</p>
          <h1 className="mt-3 text-4xl font-semibold">Welcome, {view.guestName}</h1>
          <p className="mt-4 text-lg text-sand-100">
            {view.booking.title}, {datesOf(view.booking)} · booking {view.booking.reference}
          </p>
        </div>
      </div>
      <div className="container-page max-w-3xl space-y-8 py-10">
        {general ? <Banner tone={general.ok ? 'success' : 'error'}>{general.message}</Banner> : null}
        {view.open ? null : <Banner tone="info">{M.formsClosed}</Banner>}
        {view.forms.length === 0 ? <p>This booking asks no forms of you.</p> : null}
        {view.forms.map((form) => {
          const mine = answer?.questionnaireId === form.questionnaireId ? answer : null;
          const shown: ShownAnswers = { ...form.answers, ...(mine && !mine.ok ? (mine.values ?? {}) : {}) };
          return (
            <section key={form.questionnaireId} className={card}>
              <p className="mb-4 text-sm">
                <span className="font-semibold text-forest-900">Status:</span> {statusWords[form.status]}
              </p>
              {mine ? (
                <div className="mb-6">
                  <Banner tone={mine.ok ? 'success' : 'error'}>{mine.message}</Banner>
                </div>
              ) : null}
              <QuestionnaireForm
                questionnaireId={form.questionnaireId}
                form={form.definition}
                status={form.status}
                keep={form.keep}
                answers={shown}
                errors={mine?.errors ?? {}}
                closed={!view.open}
              />
            </section>
          );
        })}
        <section aria-labelledby="your-data" className={card}>
          <h2 id="your-data" className="font-display text-2xl font-semibold text-forest-900">
            Your data
          </h2>
          <p className="mt-3">
            Download everything we keep about you: your details, the bookings you are on, your answers and your files, as one file.
          </p>
          <a
            href={`/booking/guest/${token}/data.json`}
            download
            className="mt-4 inline-flex min-h-11 items-center rounded-full px-6 py-3 text-sm font-semibold tracking-[0.1em] text-forest-900 ring-1 ring-forest-800 hover:bg-sand-100"
          >
            Download my data
          </a>
          <form method="post" className="mt-6">
            <input type="hidden" name="intent" value="erase" />
            <p>You may ask us to erase your data. We keep only what the law requires of bookings and invoices.</p>
            {view.erasureRequested ? (
              <p className="mt-3 font-semibold text-forest-900">{M.erasureOpen}</p>
            ) : (
              <button
                type="submit"
                className="mt-4 min-h-11 rounded-full border border-clay-700 px-6 py-3 text-sm font-semibold tracking-[0.1em] text-clay-700 hover:bg-sand-100"
              >
                Ask us to erase my data
              </button>
            )}
          </form>
        </section>
      </div>
    </article>
  );
}
