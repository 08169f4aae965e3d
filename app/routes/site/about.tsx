import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { PageHero } from '#app/components/site/page-hero.tsx';
import { ButtonLink } from '#app/components/ui/button-link.tsx';
import { Picture } from '#app/components/ui/picture.tsx';
import { about } from '#app/content/about.ts';
import { pageImages } from '#app/content/images.ts';
import type { AboutTabId } from '#app/content/types.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { brand } from '#app/lib/site.ts';
import { useSite } from '#app/lib/use-site.ts';
import type { Route } from './+types/about.ts';

export default function About() {
  const site = useSite();
  return (
    <>
      <PageHero image={pageImages.aboutHero} eyebrow={site.name} title={about.title} />
      <section className="container-page grid items-center gap-10 py-16 lg:grid-cols-2">
        <p className="font-display text-2xl leading-relaxed text-forest-900 sm:text-3xl">{brand(about.summary, site)}</p>
        <Picture name={pageImages.aboutSide} sizes="(min-width: 1024px) 50vw, 100vw" className="aspect-[3/2] w-full rounded-2xl object-cover" />
      </section>
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

/** The four tabs of SPEC §2, as an ARIA tab list: arrow keys move between tabs, one panel shows at a time. */
function AboutTabs() {
  const [selected, setSelected] = useState<AboutTabId>('approach');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const site = useSite();
  const tab = about.tabs.find((item) => item.id === selected) ?? about.tabs[0]!;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    let next: number | undefined;
    if (event.key in moves) next = (index + moves[event.key]! + about.tabs.length) % about.tabs.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = about.tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    setSelected(about.tabs[next]!.id);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label="About us" className="flex flex-wrap justify-center gap-2">
        {about.tabs.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`rounded-full px-5 py-2.5 text-sm font-semibold tracking-[0.08em] transition-colors ${isSelected ? 'bg-forest-800 text-white' : 'bg-white text-forest-900 ring-1 ring-sand-300 hover:bg-sand-200'}`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tab.id}`}
        tabIndex={0}
        className="mx-auto mt-10 max-w-3xl rounded-2xl bg-white p-7 shadow-sm ring-1 ring-sand-200 sm:p-10"
      >
        <h2 key={tab.id} className="animate-fade-up text-3xl font-semibold text-forest-900 sm:text-4xl">
          {tab.heading}
        </h2>
        {tab.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 leading-relaxed text-ink">
            {brand(paragraph, site)}
          </p>
        ))}
        {tab.reasons ? (
          <ol className="mt-6 space-y-4">
            {tab.reasons.map((reason, index) => (
              <li key={reason.title} className="flex gap-4">
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-clay-600 font-semibold text-white">{index + 1}</span>
                <div>
                  <h3 className="font-sans text-lg font-semibold text-forest-900">{reason.title}</h3>
                  <p className="text-muted">{brand(reason.text, site)}</p>
                </div>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'About Us',
    description: 'A riverside healing retreat estate where doctors, therapists and teachers care for you together.',
    path: '/about',
  });
