import type { MetaDescriptor } from 'react-router';
import { brand, type SiteSettings } from './site.ts';

export interface PageMetaInput {
  title: string;
  description: string;
  /** The page's main path: aliases point their canonical link here. */
  path: string;
  /** Absolute path of a share image under /media. */
  image?: string;
  noindex?: boolean;
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

export function siteFromMatches(matches: readonly MatchLike[]): SiteSettings {
  const root = matches.find((match) => match?.id === 'root');
  const site = (root?.loaderData as { site?: SiteSettings } | undefined)?.site;
  if (!site) throw new Error('root loader data is missing');
  return site;
}

export const DEFAULT_SHARE_IMAGE = '/media/img/hero-poster-1600.webp';

export function pageMeta(matches: readonly MatchLike[], input: PageMetaInput): MetaDescriptor[] {
  const site = siteFromMatches(matches);
  const pageTitle = brand(input.title, site);
  const title = input.path === '/' ? `${site.name} | ${pageTitle}` : `${pageTitle} | ${site.name}`;
  const description = brand(input.description, site);
  const url = `${site.publicUrl}${input.path === '/' ? '/' : input.path}`;
  const image = `${site.publicUrl}${input.image ?? DEFAULT_SHARE_IMAGE}`;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: 'en_IN' },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(input.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
