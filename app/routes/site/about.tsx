import { data } from 'react-router';
import { AboutTabs } from '#app/components/site/about-tabs.tsx';
import { PageHero } from '#app/components/site/page-hero.tsx';
import { TextBesidePicture } from '#app/components/site/text-beside-picture.tsx';
import { Banner } from '#app/components/ui/banner.tsx';
import { ButtonLink } from '#app/components/ui/button-link.tsx';
import { pageImages } from '#app/content/images.ts';
import { CONTENT_MESSAGES } from '#app/lib/admin/content-messages.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { brand } from '#app/lib/site.ts';
import { useSite } from '#app/lib/use-site.ts';
import { pageContent, PREVIEW_HEADERS } from '#server/content/preview.ts';
import { db } from '#server/db/index.ts';
import type { Route } from './+types/about.ts';

// The page's words are the owner's (server/content): what is published, or the draft for staff previewing it.
export async function loader({ request }: Route.LoaderArgs) {
  const page = await pageContent(request, db(), 'about');
  const body = { content: page.content, preview: page.preview };
  return page.asked ? data(body, { headers: PREVIEW_HEADERS }) : body;
}

/** A preview's answer stays private (the loader's headers); any other carries none of its own. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function About({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { content } = loaderData;
  return (
    <>
      {loaderData.preview ? (
        <div className="container-page py-3">
          <Banner tone="info">{CONTENT_MESSAGES.previewBanner}</Banner>
        </div>
      ) : null}
      <PageHero image={pageImages.aboutHero} eyebrow={site.name} title={content.title} />
      <TextBesidePicture image={pageImages.aboutSide}>
        <p className="font-display text-2xl leading-relaxed text-forest-900 sm:text-3xl">{brand(content.summary, site)}</p>
      </TextBesidePicture>
      <section className="bg-sand-100 py-16">
        <div className="container-page">
          <AboutTabs tabs={content.tabs} />
          <div className="mt-12 text-center">
            <ButtonLink to="/contact">REQUEST A CONSULTING CALL</ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'About Us',
    description: 'A riverside healing retreat estate where doctors, therapists and teachers care for you together.',
    path: '/about',
  });
