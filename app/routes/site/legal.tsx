import { data } from 'react-router';
import { Banner } from '#app/components/ui/banner.tsx';
import { CONTENT_MESSAGES } from '#app/lib/admin/content-messages.ts';
import { formatOrdinalDate } from '#app/lib/dates.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { legalPageView } from '#server/content/legal-page.ts';
import { pageContent, PREVIEW_HEADERS } from '#server/content/preview.ts';
import { db } from '#server/db/index.ts';
import { siteSettings } from '#server/site.ts';
import type { Route } from './+types/legal.ts';

// The legal pages: the owner's Markdown (server/content), with the cancellation policy's figures as
// published. A preview shows the draft of the page, and of the figures, to staff who may edit them.

const pages = {
  '/terms-and-conditions': 'terms',
  '/refund-policy': 'refund-policy',
  '/privacy-policy': 'privacy-policy',
} as const;

type LegalPath = keyof typeof pages;

export async function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const path = (pathname in pages ? pathname : '/terms-and-conditions') as LegalPath;
  const [page, policy, contact, care] = await Promise.all([
    pageContent(request, db(), pages[path]),
    pageContent(request, db(), 'policies'),
    pageContent(request, db(), 'contact'),
    pageContent(request, db(), 'care'),
  ]);
  const { email, phone } = contact.content;
  const body = {
    path,
    doc: legalPageView(page.content, policy.content, { name: siteSettings().name, email, phone }, care.content),
    preview: page.preview || policy.preview || contact.preview || care.preview,
  };
  return page.asked ? data(body, { headers: PREVIEW_HEADERS }) : body;
}

/** A preview's answer stays private (the loader's headers); any other carries none of its own. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { doc } = loaderData;
  return (
    <>
      {loaderData.preview ? (
        <div className="container-page py-3">
          <Banner tone="info">{CONTENT_MESSAGES.previewBanner}</Banner>
        </div>
      ) : null}
      <article className="container-page max-w-3xl py-14 sm:py-20">
        <p className="eyebrow text-clay-700">Legal</p>
        <h1 className="mt-2 text-4xl font-semibold text-forest-900 sm:text-5xl">{doc.title}</h1>
        <p className="mt-3 text-sm text-muted">Last updated {formatOrdinalDate(doc.updated)}</p>
        <p className="mt-6 text-lg text-ink">{doc.summary}</p>
        <nav aria-label="Contents" className="mt-8 rounded-xl bg-sand-100 p-5">
          <h2 className="font-sans text-sm font-bold tracking-[0.12em] text-forest-900">CONTENTS</h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
            {doc.sections.map((section, index) => (
              // By position: the owner may write two headings alike.
              <li key={index}>
                <a href={`#section-${index + 1}`} className="text-forest-800 hover:text-clay-700 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {doc.sections.map((section, index) => (
          <section key={index} id={`section-${index + 1}`} className="mt-10 scroll-mt-24">
            <h2 className="text-2xl font-semibold text-forest-900">
              {index + 1}. {section.heading}
            </h2>
            {/* The owner's Markdown, rendered and sanitised on the server (server/content/legal-page.ts), styled as the pages always read. */}
            <div
              className="[&_a]:text-forest-800 [&_a]:underline [&_a:hover]:text-clay-700 [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-forest-900 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6 [&_p]:mt-3 [&_p]:leading-relaxed [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6"
              dangerouslySetInnerHTML={{ __html: section.html }}
            />
          </section>
        ))}
      </article>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  return pageMeta(matches, { title: loaderData.doc.title, description: loaderData.doc.summary, path: loaderData.path });
};
