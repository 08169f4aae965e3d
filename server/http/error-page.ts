import { STATUS_PAGE_MESSAGES } from '#app/content/status-pages.ts';

// The last resort when React itself cannot render: plain HTML, no scripts, no outside files.

const PAGES = {
  server: {
    title: 'Something went wrong',
    heading: STATUS_PAGE_MESSAGES[500].title,
    text: STATUS_PAGE_MESSAGES[500].text,
  },
  request: {
    title: 'Request not understood',
    heading: 'We could not read that address',
    text: 'The link or the request was garbled on its way here. Please check it, or start again from the home page.',
  },
} as const;

function page(siteName: string, copy: (typeof PAGES)[keyof typeof PAGES]): string {
  const name = siteName.replace(/[<>&"]/g, '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${copy.title} | ${name}</title>
<style>body{font-family:system-ui,sans-serif;background:#f6f1e7;color:#1f2a24;display:grid;place-items:center;min-height:100vh;margin:0;padding:1.5rem}main{max-width:32rem;text-align:center}a{color:#2f5d46}</style>
</head><body><main><h1>${copy.heading}</h1><p>${copy.text}</p><p><a href="/">Return to the home page</a></p></main></body></html>`;
}

export function serverErrorPage(siteName: string): string {
  return page(siteName, PAGES.server);
}

/** For a request Express itself refused, such as an address with broken %-escapes. */
export function requestErrorPage(siteName: string): string {
  return page(siteName, PAGES.request);
}

/** The 4xx status Express and its parsers put on an error (e.g. 400 for a malformed address), or 500. */
export function errorStatus(error: unknown): number {
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status < 500 ? status : 500;
}
