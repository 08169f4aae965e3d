// The one script of pages that need no React in the browser (docs/decisions/0001-enhance-not-hydrate.md),
// also loaded by the pages React hydrates, so each widget has one behaviour everywhere. Clicks and keys are
// handled by delegation; widgets that start on their own are set up when they appear, also after a
// client-side navigation of a hydrated page.
import { enhanceBooking } from './booking.ts';
import { enhanceCalendar } from './calendar.ts';
import { enhanceCounters } from './counters.ts';
import { enhanceLightbox } from './lightbox.ts';
import { enhanceNav } from './nav.ts';
import { enhancePanels } from './panels.ts';
import { enhanceTabs } from './tabs.ts';
import { enhanceVideo } from './video.ts';

const widgets: Record<string, (element: HTMLElement) => void> = {
  counters: enhanceCounters,
  panels: enhancePanels,
  video: (element) => enhanceVideo(element as HTMLVideoElement),
};
const started = new WeakSet<Element>();

function startWidgets(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-enhance]')) {
    if (started.has(element)) continue;
    started.add(element);
    widgets[element.dataset.enhance ?? '']?.(element);
  }
}

enhanceNav();
enhanceTabs();
enhanceLightbox();
enhanceCalendar();
enhanceBooking();
startWidgets(document);
new MutationObserver(() => startWidgets(document)).observe(document.body, {
  childList: true,
  subtree: true,
});

// The checkouts are a few kilobytes more that only their two pages load.
const checkout = document.querySelector('[data-checkout-dialog], [data-stay-search]')
  ? import('./checkout/index.ts').then(({ enhanceCheckout }) => enhanceCheckout())
  : Promise.resolve();
// Browser tests and styles wait for this; on pages React owns, its own mark comes after hydration.
void checkout.finally(() => {
  if (document.documentElement.dataset.client !== 'react') document.documentElement.dataset.hydrated = 'true';
});
