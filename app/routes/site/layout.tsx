import type { ReactNode } from 'react';
import { isRouteErrorResponse, Outlet } from 'react-router';
import { Footer } from '#app/components/site/footer.tsx';
import { NavBar } from '#app/components/site/nav-bar.tsx';
import { StatusPage } from '#app/components/site/status-page.tsx';
import { useSite } from '#app/lib/use-site.ts';
import type { Route } from './+types/layout.ts';

function SiteShell({ children }: { children: ReactNode }) {
  const site = useSite();
  return (
    <>
      <NavBar siteName={site.name} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer site={site} />
    </>
  );
}

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <SiteShell>
      <title>{status === 404 ? 'Page not found' : status >= 400 && status < 500 ? 'Request not understood' : 'Something went wrong'}</title>
      <StatusPage status={status} />
    </SiteShell>
  );
}
