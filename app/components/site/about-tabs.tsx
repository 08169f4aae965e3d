import { useId } from 'react';
import type { AboutPageContent } from '#app/content/editable/about.ts';
import { aboutTabIds } from '#app/content/editable/about.ts';
import { brand } from '#app/lib/site.ts';
import { useSite } from '#app/lib/use-site.ts';

/**
 * The four tabs of About Us, as an ARIA tab list; every panel is rendered and components/ui/tabs.enhance.ts
 * shows one at a time, with arrow keys, Home and End moving between tabs.
 */
export function AboutTabs({ tabs }: { tabs: AboutPageContent['tabs'] }) {
  const baseId = useId();
  const site = useSite();
  const first = aboutTabIds[0];

  return (
    <div>
      <div role="tablist" aria-label="About us" className="flex flex-wrap justify-center gap-2">
        {aboutTabIds.map((id) => {
          const isSelected = id === first;
          return (
            <button
              key={id}
              type="button"
              role="tab"
              id={`${baseId}-tab-${id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${id}`}
              tabIndex={isSelected ? 0 : -1}
              className="rounded-full bg-white px-5 py-2.5 text-sm font-semibold tracking-[0.08em] text-forest-900 ring-1 ring-sand-300 transition-colors hover:bg-sand-200 aria-selected:bg-forest-800 aria-selected:text-white aria-selected:ring-0"
            >
              {tabs[id].label}
            </button>
          );
        })}
      </div>
      {aboutTabIds.map((id) => {
        const tab = tabs[id];
        return (
          <div
            key={id}
            role="tabpanel"
            id={`${baseId}-panel-${id}`}
            aria-labelledby={`${baseId}-tab-${id}`}
            hidden={id !== first}
            tabIndex={0}
            className="mx-auto mt-10 max-w-3xl rounded-2xl bg-white p-7 shadow-sm ring-1 ring-sand-200 sm:p-10"
          >
            <h2 className="animate-fade-up text-3xl font-semibold text-forest-900 sm:text-4xl">{tab.heading}</h2>
            {tab.paragraphs.map((paragraph, index) => (
              <p key={index} className="mt-4 leading-relaxed text-ink">
                {brand(paragraph, site)}
              </p>
            ))}
            {'reasons' in tab ? (
              <ol className="mt-6 space-y-4">
                {tab.reasons.map((reason, index) => (
                  <li key={index} className="flex gap-4">
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
        );
      })}
    </div>
  );
}
