import { calendar } from '#app/content/calendar.ts';
import { calendarPanelMarkup as markup } from './calendar-panel.contract.ts';

// The calendar's side panel (calendar-panel.tsx): its selects send its GET form. Every choice in the
// panel is a new page; while it loads the day's list (routes/site/calendar.tsx) says so ('Loading events...').

function showLoading(loading: boolean): void {
  const section = document.querySelector<HTMLElement>(markup.events.selector);
  if (!section) return;
  section.setAttribute('aria-busy', String(loading));
  const status = section.querySelector(markup.status.selector);
  if (status) status.textContent = loading ? calendar.loading : '';
  section.querySelector(markup.list.selector)?.classList.toggle('opacity-60', loading);
}

/** An address that differs from this page's only in its fragment just scrolls: nothing loads. */
function leavesPage(url: URL): boolean {
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

const changeForm = `form${markup.submitOnChange.selector}`;

export function enhanceCalendarPanel(): void {
  document.addEventListener('click', (event) => {
    // A link of the panel loads another day's page; a click that opens a new tab does not.
    const link = (event.target as Element).closest<HTMLAnchorElement>(`${markup.panel.selector} a[href^="/calendar"]`);
    if (link && !event.defaultPrevented && event.button === 0 && !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) {
      showLoading(leavesPage(new URL(link.href)));
    }
  });
  document.addEventListener('change', (event) => {
    const select = event.target as Element;
    if (select instanceof HTMLSelectElement) select.closest<HTMLFormElement>(changeForm)?.requestSubmit();
  });
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches(changeForm)) return;
    const url = new URL(form.action);
    url.search = new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
    showLoading(leavesPage(url));
  });
  // Back and forward may show this page from the browser's cache, as it was when left.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) showLoading(false);
  });
}
