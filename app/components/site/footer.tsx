import { Link } from '#app/components/ui/site-link.tsx';
import { footer } from '#app/content/footer.ts';
import type { ContentLink } from '#app/content/types.ts';
import { brand, type SiteSettings, type SocialLinks as SocialLinksSetting, telHref } from '#app/lib/site.ts';
import { Logo } from './logo.tsx';

export function Footer({ site }: { site: SiteSettings }) {
  return (
    <footer className="on-dark bg-forest-950 text-sand-200 print:hidden">
      <div className="border-b border-forest-800">
        <div className="container-page flex flex-col items-center gap-3 py-12 text-center">
          <p className="font-display text-3xl tracking-[0.08em] text-sand-50 sm:text-4xl">{footer.tagline}</p>
          <p className="eyebrow text-gold-300">{footer.kinds}</p>
          <Link
            to="/belonging-project"
            className="mt-4 rounded-full bg-clay-600 px-6 py-3 text-sm font-semibold tracking-[0.14em] text-white transition-colors hover:bg-clay-700"
          >
            {footer.cta}
          </Link>
        </div>
      </div>
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo name={site.name} />
          <p className="text-sm leading-relaxed">
            <a href={`mailto:${site.email}`} className="underline decoration-gold-400/60 underline-offset-4 hover:text-white">
              {site.email}
            </a>
            <br />
            <a href={telHref(site.phone)} className="hover:text-white">
              {site.phone}
            </a>
          </p>
          <SocialLinks links={site.social ?? {}} />
        </div>
        {footer.sections.map((section) => (
          <nav key={section.title} aria-label={section.title}>
            <h2 className="eyebrow mb-4 font-sans text-gold-300">{section.title}</h2>
            <LinkList links={section.links} className="space-y-2.5 text-sm" />
          </nav>
        ))}
      </div>
      <div className="border-t border-forest-800">
        <div className="container-page flex flex-col gap-3 py-6 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>{brand(footer.copyright, site)}</p>
          <nav aria-label="Legal">
            <LinkList links={footer.legal} className="flex flex-wrap gap-x-5 gap-y-2" />
          </nav>
          <p>
            {footer.poweredBy}{' '}
            <Link to="/credits" className="underline underline-offset-4 hover:text-white">
              open-source software and free photography
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}

function LinkList({ links, className }: { links: readonly ContentLink[]; className: string }) {
  return (
    <ul className={className}>
      {/* By label: two links may lead to one page ('Book a Stay' and 'Reserve a Room'). */}
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.to} className="hover:text-white hover:underline">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A glyph of one filled path on the icons' 24-unit grid. */
function filledGlyph(path: string) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true">
      <path d={path} />
    </svg>
  );
}

const socialIcons = {
  instagram: {
    label: 'Instagram',
    icon: (
      <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
      </svg>
    ),
  },
  facebook: {
    label: 'Facebook',
    icon: filledGlyph(
      'M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21h2.9Z',
    ),
  },
  youtube: {
    label: 'YouTube',
    icon: filledGlyph(
      'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z',
    ),
  },
} as const;

/** The "social links image": drawn icons (no third-party requests), each a link only when its setting is given. */
export function SocialLinks({ links }: { links: SocialLinksSetting }) {
  const shown = (Object.keys(socialIcons) as (keyof typeof socialIcons)[]).filter((name) => links[name]);
  if (shown.length === 0) return null;
  return (
    <ul className="flex items-center gap-1 text-gold-300">
      {shown.map((name) => (
        <li key={name}>
          <a
            href={links[name]}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:text-white"
          >
            {socialIcons[name].icon}
            <span className="sr-only">{socialIcons[name].label} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
