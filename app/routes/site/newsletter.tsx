import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, useSearchParams } from 'react-router';
import { NewsletterForm } from '#app/components/site/newsletter-form.tsx';
import { Banner } from '#app/components/ui/banner.tsx';
import { newsletter } from '#app/content/newsletter.ts';
import { newsletterSchema } from '#app/lib/schemas/newsletter.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { database } from '#server/db/index.ts';
import { readForm } from '#server/http/body.ts';
import { requestInfo } from '#server/http/context.ts';
import { hitRateLimit } from '#server/http/rate-limit.ts';
import { newsletterRateLimit, subscribe } from '#server/newsletter/index.ts';
import { refusedAsAnswer } from '../+shared/refusal.ts';
import type { Route } from './+types/newsletter.ts';

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await refusedAsAnswer(readForm(request)), { schema: newsletterSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  // Bots that fill the hidden field are told the same and nothing is stored or sent.
  if (submission.value.website) return redirect('/newsletter?sent=1');
  const { db } = database();
  const limit = await hitRateLimit(db, newsletterRateLimit, requestInfo(context).ip);
  if (!limit.allowed) {
    return data(submission.reply({ formErrors: [newsletter.tooMany] }), {
      status: 429,
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    });
  }
  await subscribe(db, submission.value.email);
  return redirect('/newsletter?sent=1');
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const sent = searchParams.get('sent') === '1';
  return (
    <article className="container-page max-w-2xl py-14 sm:py-20">
      <p className="eyebrow text-clay-700">Stay in touch</p>
      <h1 className="mt-2 text-4xl font-semibold text-forest-900 sm:text-5xl">{newsletter.title}</h1>
      <p className="mt-4 text-lg text-muted">{newsletter.intro}</p>
      <div className="mt-8 space-y-4">
        {sent ? <Banner tone="success">{newsletter.sent}</Banner> : null}
        {actionData?.error?.['']?.[0] ? <Banner tone="error">{actionData.error[''][0]}</Banner> : null}
        <NewsletterForm lastResult={actionData} />
      </div>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: newsletter.title, description: newsletter.intro, path: '/newsletter' });
