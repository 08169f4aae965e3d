import { useRouteLoaderData } from 'react-router';
import type { SiteSettings } from './site.ts';

/** The deployment's name and contacts, loaded once by the root route. */
export function useSite(): SiteSettings {
  const data = useRouteLoaderData('root') as { site: SiteSettings } | undefined;
  if (!data) throw new Error('useSite is used outside the root route');
  return data.site;
}
