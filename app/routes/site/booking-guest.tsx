import { data, redirect } from 'react-router';
import { GuestFormsPage } from '#app/components/site/guest-forms-page.tsx';
import { StatusPage } from '#app/components/site/status-page.tsx';
import { GUEST_FORMS_MESSAGES as M } from '#app/lib/guest-forms.ts';
import { z } from '#app/lib/schemas/z.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { db } from '#server/db/index.ts';
import { HealthDataUnreadable } from '#server/health/crypto.ts';
import { readForm } from '#server/http/body.ts';
import { requestInfo } from '#server/http/context.ts';
import { hitRateLimit } from '#server/http/rate-limit.ts';
import { logger } from '#server/logger.ts';
import { requestErasure } from '#server/questionnaires/guest-data.ts';
import { readGuestFormsToken } from '#server/questionnaires/guest-link.ts';
import { GUEST_FORMS_MAX_BYTES, guestFormsRateLimit, guestPageView } from '#server/questionnaires/guest-page.ts';
import { AnswersRefused, saveAnswers } from '#server/questionnaires/responses.ts';
import { Refusal } from '#server/refusal.ts';
import { siteSettings } from '#server/site.ts';
import type { Route } from './+types/booking-guest.ts';

// A named guest's own page, from the link the booker passed on or the mail we sent: the booking in one
// line, each questionnaire it asks of them as a plain form (saved as they go, sent when complete), their
// data to download and their request that we erase it. The signed token decides whose page it is; a wrong
// one is answered like an unknown address. No JavaScript is needed: every form is a plain post.

const answerSchema = z.object({
  intent: z.enum(['save', 'send']),
  questionnaireId: z.uuid(),
});

async function memberOf(token: string | undefined): Promise<string | null> {
  return typeof token === 'string' && token.length <= 64 ? readGuestFormsToken(token) : null;
}

type Failure = {
  ok: false;
  message: string;
  questionnaireId?: string;
  errors?: Record<string, string>;
  values?: Record<string, string | string[]>;
};
type Success = { ok: true; message: string; questionnaireId?: string };

// What a successful post says, after its redirect: the page can then be reloaded without posting again.
const doneMessages = { saved: M.saved, sent: M.sent, 'erasure-asked': M.erasureAsked, 'erasure-open': M.erasureOpen } as const;
const doneSchema = z.object({ done: z.enum(Object.keys(doneMessages) as [keyof typeof doneMessages]), form: z.uuid().optional() });

function doneOf(request: Request): Success | null {
  const parsed = doneSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  return parsed.success ? { ok: true, message: doneMessages[parsed.data.done], questionnaireId: parsed.data.form } : null;
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const memberId = await memberOf(params.token);
  let view: Awaited<ReturnType<typeof guestPageView>>;
  try {
    view = memberId ? await guestPageView(db(), memberId, { timeZone: siteSettings().timeZone }) : null;
  } catch (error) {
    // Answers sealed with a key this server no longer holds: a fault of ours to mend, told as one.
    if (!(error instanceof HealthDataUnreadable)) throw error;
    logger.error({ err: error }, 'a guest’s answers could not be opened');
    return data({ view: null, token: null, done: null, unreadable: true }, { status: 503 });
  }
  if (!view) return data({ view: null, token: null, done: null, unreadable: false }, { status: 404 });
  return { view, token: params.token, done: doneOf(request), unreadable: false };
}

const failed = (failure: Omit<Failure, 'ok'>, status: number, headers?: HeadersInit) =>
  data<Failure>({ ok: false, ...failure }, { status, headers });

/** The answers a form sent, by question id; its files apart. */
function answersOf(form: FormData) {
  const answers: Record<string, string | string[]> = {};
  const files = new Map<string, File>();
  for (const key of new Set(form.keys())) {
    if (!key.startsWith('a.')) continue;
    const id = key.slice(2);
    const values = form.getAll(key);
    const file = values.find((value): value is File => typeof value !== 'string');
    if (file) {
      if (file.size > 0) files.set(id, file);
      continue;
    }
    const texts = values.filter((value): value is string => typeof value === 'string');
    answers[id] = texts.length === 1 ? texts[0]! : texts;
  }
  return { answers, files };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // Counted before the token is read, so that trying tokens costs attempts as well.
  const limit = await hitRateLimit(db(), guestFormsRateLimit, requestInfo(context).ip);
  if (!limit.allowed) return failed({ message: M.tooMany }, 429, { 'Retry-After': String(limit.retryAfterSeconds) });
  const memberId = await memberOf(params.token);
  if (!memberId) return failed({ message: 'Not found' }, 404);
  let form: FormData;
  try {
    form = await readForm(request, { maxBytes: GUEST_FORMS_MAX_BYTES, files: true });
  } catch (refusal) {
    if (refusal instanceof Refusal) return failed({ message: refusal.status === 413 ? M.fileTooLarge : refusal.message }, refusal.status);
    throw refusal;
  }
  if (form.get('intent') === 'erase') {
    const asked = await requestErasure(db(), memberId);
    if (!asked) return failed({ message: 'Not found' }, 404);
    return redirect(`/booking/guest/${params.token}?done=erasure-${asked}`, 303);
  }
  const parsed = answerSchema.safeParse({ intent: form.get('intent'), questionnaireId: form.get('questionnaireId') });
  if (!parsed.success) return failed({ message: M.invalid }, 400);
  const { questionnaireId, intent } = parsed.data;
  const { answers, files } = answersOf(form);
  try {
    const saved = await saveAnswers(
      db(),
      memberId,
      questionnaireId,
      { answers, files, send: intent === 'send', keep: form.get('keep') === 'yes' },
      { timeZone: siteSettings().timeZone },
    );
    return redirect(`/booking/guest/${params.token}?done=${saved.status === 'complete' ? 'sent' : 'saved'}&form=${questionnaireId}`, 303);
  } catch (error) {
    if (error instanceof AnswersRefused)
      return failed({ message: error.message, questionnaireId, errors: error.byQuestion, values: answers }, error.status);
    if (error instanceof Refusal) return failed({ message: error.message, questionnaireId, values: answers }, error.status);
    logger.error({ err: error }, 'saving a guest’s answers failed');
    return failed({ message: M.failed, questionnaireId, values: answers }, 503);
  }
}

export function headers() {
  // One guest's own page, with their answers: no cache may keep it.
  return { 'Cache-Control': 'private, no-store' };
}

export default function BookingGuest({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.view || !loaderData.token) return <StatusPage status={loaderData.unreadable ? 503 : 404} />;
  return <GuestFormsPage view={loaderData.view} token={loaderData.token} answer={actionData ?? loaderData.done} />;
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  loaderData?.view
    ? pageMeta(matches, {
        title: 'Your forms',
        description: 'The forms we ask of you before your stay, your data, and your request to erase it.',
        path: `/booking/guest/${params.token}`,
        noindex: true,
      })
    : pageMeta(matches, { title: 'Page not found', description: 'This page could not be found.', path: '/404', noindex: true });
