// The one script of pages that need no React in the browser (docs/decisions/0001-enhance-not-hydrate.md),
// also loaded by the pages React hydrates, so each widget has one behaviour everywhere. Clicks and keys are
// handled by delegation; widgets that start on their own are set up when they appear, also after a
// client-side navigation of a hydrated page.
import { enhanceBookingDialog } from '#app/components/calendar/booking-dialog.enhance.ts';
import { enhanceCalendarPanel } from '#app/components/calendar/calendar-panel.enhance.ts';
import { enhanceEventCards } from '#app/components/calendar/event-card.enhance.ts';
import { checkoutDialogMarkup } from '#app/components/payments/checkout-dialog.contract.ts';
import { stayMarkup } from '#app/components/payments/stay-customer-dialog.contract.ts';
import { enhanceVideo } from '#app/components/site/background-video.enhance.ts';
import { enhanceLightbox } from '#app/components/site/lightbox.enhance.ts';
import { enhanceNav } from '#app/components/site/nav-bar.enhance.ts';
import { enhanceQuestionnaireForms } from '#app/components/site/questionnaire-form.enhance.ts';
import { enhanceCounters } from '#app/components/site/stats-band.enhance.ts';
import { enhancePanels } from '#app/components/site/therapy-panels.enhance.ts';
import { enhanceTabs } from '#app/components/ui/tabs.enhance.ts';
import { widgetMarkup, type WidgetName } from '#app/components/ui/widget.contract.ts';
import { documentMarkup } from '#app/lib/document.contract.ts';

const widgets: Record<WidgetName, (element: HTMLElement) => void> = {
  counters: enhanceCounters,
  panels: enhancePanels,
  video: (element) => enhanceVideo(element as HTMLVideoElement),
};
const started = new WeakSet<Element>();

function startWidgets(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(widgetMarkup.enhance.selector)) {
    if (started.has(element)) continue;
    started.add(element);
    const name = widgetMarkup.enhance.read(element);
    if (name && Object.hasOwn(widgets, name)) widgets[name](element);
  }
}

enhanceNav();
enhanceTabs();
enhanceLightbox();
enhanceEventCards();
enhanceCalendarPanel();
enhanceBookingDialog();
enhanceQuestionnaireForms();
startWidgets(document);
new MutationObserver(() => startWidgets(document)).observe(document.body, {
  childList: true,
  subtree: true,
});

// The checkouts are a few kilobytes more that only their two pages load.
const checkout = document.querySelector(`${checkoutDialogMarkup.dialog.selector}, ${stayMarkup.search.selector}`)
  ? import('#app/components/payments/checkout.enhance.ts').then(({ enhanceCheckout }) => enhanceCheckout())
  : Promise.resolve();
// Browser tests and styles wait for this; on pages React owns, its own mark comes after hydration.
void checkout.finally(() => {
  const root = document.documentElement;
  if (documentMarkup.client.read(root) !== 'react') documentMarkup.hydrated.write(root, true);
});
