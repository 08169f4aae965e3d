import { type ReactNode, useEffect } from 'react';
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from 'react-router';
import enhanceScript from 'virtual:enhance-entry';
import { pageContent, PREVIEW_HEADERS } from '#server/content/preview.ts';
import { db } from '#server/db/index.ts';
import { siteWith } from '#server/site.ts';
import type { Route } from './+types/root.ts';
import stylesheet from './app.css?url';
import { StatusPage } from './components/site/status-page.tsx';
import { HydratedPage } from './components/ui/site-link.tsx';
import { documentMarkup } from './lib/document.contract.ts';
import { needsHydration } from './lib/hydration.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

// The contact details are the owner's (server/content): what is published, or the draft for staff
// previewing any page, so the footer of a preview shows it too.
export async function loader({ request }: Route.LoaderArgs) {
  const contact = await pageContent(request, db(), 'contact');
  const body = { site: siteWith(contact.content) };
  return contact.asked ? data(body, { headers: PREVIEW_HEADERS }) : body;
}

/** A preview's answer stays private (the loader's headers), for every page below that sets none of its own. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function Layout({ children }: { children: ReactNode }) {
  const hydrate = needsHydration(useMatches());
  return (
    <html lang="en-IN" {...documentMarkup.client.props(hydrate ? 'react' : 'enhance')}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#17301f" />
        {/* With a precedence React emits it before the script preloads, so first paint does not wait behind them. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        {/* Stylesheets need no nonce (style-src 'self'); browsers hide nonce values, which React would report as a mismatch. */}
        <Links nonce="" />
      </head>
      <body className="min-h-screen bg-sand-50 text-ink antialiased">
        <HydratedPage value={hydrate}>{children}</HydratedPage>
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
        {/* From 'self', so it needs no nonce; also on hydrated pages, for the widgets React leaves to it. */}
        <script type="module" src={enhanceScript} />
      </body>
    </html>
  );
}

export default function App() {
  // Lets browser tests (and styles, if ever needed) know the page is interactive.
  useEffect(() => {
    documentMarkup.hydrated.write(document.documentElement, true);
  }, []);
  return <Outlet />;
}

const errorTitles: Record<number, string> = {
  401: 'Please sign in',
  403: 'Not allowed',
  404: 'Page not found',
  405: 'Nothing to send here',
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // The guard's 403 names the permission when the account is staff but its role lacks it (server/auth/guard.ts).
  const byRole =
    status === 403 && isRouteErrorResponse(error) && typeof (error.data as { permission?: unknown } | null)?.permission === 'string';
  return (
    <main className="grid min-h-screen place-items-center p-6">
      <title>{errorTitles[status] ?? (status >= 400 && status < 500 ? 'Request not understood' : 'Something went wrong')}</title>
      <StatusPage status={status} byRole={byRole} />
    </main>
  );
}
