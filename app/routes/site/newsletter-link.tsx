import { Form, useNavigation } from 'react-router';
import { Banner } from '#app/components/ui/banner.tsx';
import { newsletter } from '#app/content/newsletter.ts';
import type { NewsletterState } from '#app/lib/enums.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { database } from '#server/db/index.ts';
import { readForm } from '#server/http/body.ts';
import { confirmSubscription, tokenState, unsubscribe } from '#server/newsletter/index.ts';
import { refusedAsAnswer } from '../+shared/refusal.ts';
import type { Route } from './+types/newsletter-link.ts';

// The two links the newsletter mails: /newsletter/confirm/<token> and /newsletter/unsubscribe/<token>.
// Opening one only shows a button, because mail scanners open links; pressing it does the change.

type Purpose = 'confirm' | 'unsubscribe';
const purposeOf = (request: Request): Purpose => (new URL(request.url).pathname.includes('/unsubscribe/') ? 'unsubscribe' : 'confirm');

export async function loader({ request, params }: Route.LoaderArgs) {
  const state = await tokenState(database().db, params.token);
  const purpose = purposeOf(request);
  return { purpose, outcome: linkOutcome(purpose, state) };
}

/** What the link's page says before any press: null while the button is still to be pressed. */
function linkOutcome(purpose: Purpose, state: NewsletterState | null): 'done' | 'unknown' | null {
  if (state === null) return 'unknown';
  if (purpose === 'unsubscribe') return state === 'unsubscribed' ? 'done' : null;
  if (state === 'unsubscribed') return 'unknown';
  return state === 'subscribed' ? 'done' : null;
}

export async function action({ request, params }: Route.ActionArgs) {
  await refusedAsAnswer(readForm(request));
  const { db } = database();
  const purpose = purposeOf(request);
  const outcome = purpose === 'confirm' ? await confirmSubscription(db, params.token) : await unsubscribe(db, params.token);
  return { outcome: outcome === 'already' ? 'done' : outcome };
}

export default function NewsletterLink({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const words = newsletter[loaderData.purpose];
  const outcome = actionData?.outcome ?? loaderData.outcome;
  const message =
    outcome === 'done' ? words.done : outcome === 'expired' ? newsletter.confirm.expired : outcome === 'unknown' ? words.unknown : null;
  return (
    <article className="container-page max-w-2xl py-14 sm:py-20">
      <p className="eyebrow text-clay-700">{newsletter.title}</p>
      <h1 className="mt-2 text-4xl font-semibold text-forest-900 sm:text-5xl">{words.title}</h1>
      <div className="mt-6">
        {message ? (
          <Banner tone={outcome === 'done' ? 'success' : 'error'}>{message}</Banner>
        ) : (
          <Form method="post" className="space-y-6">
            <p className="text-lg text-muted">{words.pending}</p>
            <button
              type="submit"
              disabled={navigation.state === 'submitting'}
              className="inline-flex min-h-11 items-center rounded-full bg-clay-600 px-7 py-3 text-sm font-semibold tracking-[0.14em] text-white hover:bg-clay-700 disabled:opacity-60"
            >
              {words.button}
            </button>
          </Form>
        )}
      </div>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(matches, { title: newsletter[loaderData?.purpose ?? 'confirm'].title, description: newsletter.intro, path: '/newsletter' }),
  { name: 'robots', content: 'noindex' },
];
