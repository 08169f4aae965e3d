import { privacyPolicy } from '#app/content/legal/privacy-policy.ts';
import { refundPolicy } from '#app/content/legal/refund-policy.ts';
import { terms } from '#app/content/legal/terms.ts';
import { formatOrdinalDate } from '#app/lib/dates.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { brand } from '#app/lib/site.ts';
import { useSite } from '#app/lib/use-site.ts';
import type { Route } from './+types/legal.ts';

const documents = {
  '/terms-and-conditions': terms,
  '/refund-policy': refundPolicy,
  '/privacy-policy': privacyPolicy,
} as const;

type LegalPath = keyof typeof documents;

function documentFor(pathname: string) {
  const path = (pathname in documents ? pathname : '/terms-and-conditions') as LegalPath;
  return { path, doc: documents[path] };
}

export function loader({ request }: Route.LoaderArgs) {
  return { path: documentFor(new URL(request.url).pathname).path };
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { doc } = documentFor(loaderData.path);
  const fill = (text: string) => brand(text, site);
  return (
    <article className="container-page max-w-3xl py-14 sm:py-20">
      <p className="eyebrow text-clay-700">Legal</p>
      <h1 className="mt-2 text-4xl font-semibold text-forest-900 sm:text-5xl">{doc.title}</h1>
      <p className="mt-3 text-sm text-muted">Last updated {formatOrdinalDate(doc.updated)}</p>
      <p className="mt-6 text-lg text-ink">{fill(doc.summary)}</p>
      <nav aria-label="Contents" className="mt-8 rounded-xl bg-sand-100 p-5">
        <h2 className="font-sans text-sm font-bold tracking-[0.12em] text-forest-900">CONTENTS</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
          {doc.sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#section-${index + 1}`} className="text-forest-800 hover:text-clay-700 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((section, index) => (
        <section key={section.heading} id={`section-${index + 1}`} className="mt-10 scroll-mt-24">
          <h2 className="text-2xl font-semibold text-forest-900">
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed">
              {fill(paragraph)}
            </p>
          ))}
          {section.list ? (
            <ul className="mt-3 list-disc space-y-1.5 pl-6">
              {section.list.map((item) => (
                <li key={item}>{fill(item)}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { path, doc } = documentFor(loaderData?.path ?? '/terms-and-conditions');
  return pageMeta(matches, { title: doc.title, description: doc.summary, path });
};
