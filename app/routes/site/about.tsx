import { useId } from 'react';
import { PageHero } from '#app/components/site/page-hero.tsx';
import { TextBesidePicture } from '#app/components/site/text-beside-picture.tsx';
import { ButtonLink } from '#app/components/ui/button-link.tsx';
import { about } from '#app/content/about.ts';
import { pageImages } from '#app/content/images.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { brand } from '#app/lib/site.ts';
import { useSite } from '#app/lib/use-site.ts';
import type { Route } from './+types/about.ts';

export default function About() {
  const site = useSite();
  return (
    <>
      <PageHero image={pageImages.aboutHero} eyebrow={site.name} title={about.title} />
      <TextBesidePicture image={pageImages.aboutSide}>
        <p className="font-display text-2xl leading-relaxed text-forest-900 sm:text-3xl">{brand(about.summary, site)}</p>
      </TextBesidePicture>
      <section className="bg-sand-100 py-16">
        <div className="container-page">
          <AboutTabs />
          <div className="mt-12 text-center">
            <ButtonLink to="/contact">REQUEST A CONSULTING CALL</ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}

/**
 * The four tabs of About Us, as an ARIA tab list; every panel is rendered and components/ui/tabs.enhance.ts
 * shows one at a time, with arrow keys, Home and End moving between tabs.
 */
function AboutTabs() {
  const baseId = useId();
  const site = useSite();
  const first = about.tabs[0]!.id;

  return (
    <div>
      <div role="tablist" aria-label="About us" className="flex flex-wrap justify-center gap-2">
        {about.tabs.map((item) => {
          const isSelected = item.id === first;
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              className="rounded-full bg-white px-5 py-2.5 text-sm font-semibold tracking-[0.08em] text-forest-900 ring-1 ring-sand-300 transition-colors hover:bg-sand-200 aria-selected:bg-forest-800 aria-selected:text-white aria-selected:ring-0"
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {about.tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== first}
          tabIndex={0}
          className="mx-auto mt-10 max-w-3xl rounded-2xl bg-white p-7 shadow-sm ring-1 ring-sand-200 sm:p-10"
        >
          <h2 className="animate-fade-up text-3xl font-semibold text-forest-900 sm:text-4xl">{tab.heading}</h2>
          {tab.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-ink">
              {brand(paragraph, site)}
            </p>
          ))}
          {tab.reasons ? (
            <ol className="mt-6 space-y-4">
              {tab.reasons.map((reason, index) => (
                <li key={reason.title} className="flex gap-4">
                  <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-clay-600 font-semibold text-white">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-sans text-lg font-semibold text-forest-900">{reason.title}</h3>
                    <p className="text-muted">{brand(reason.text, site)}</p>
                  </div>
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      ))}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'About Us',
    description: 'A riverside healing retreat estate where doctors, therapists and teachers care for you together.',
    path: '/about',
  });
