import type { ContactDetails } from '#app/content/editable/contact.ts';
import { type SiteContact, siteContact, type SiteSettings } from '#app/lib/site.ts';
import { config } from './config.ts';
import type { Database } from './db/client.ts';

// What the deployment's settings say of the site, and what the owner says: the contact details and
// social links are content (app/content/editable/contact.ts), read as published wherever they are shown.

/** The settings' part of SiteSettings: everything but the owner's contact details. */
export type SiteBasics = Omit<SiteSettings, keyof SiteContact>;

export function siteSettings(): SiteBasics {
  const cfg = config();
  return {
    name: cfg.SITE_NAME,
    publicUrl: cfg.publicUrl,
    timeZone: cfg.TIME_ZONE,
    // Unset settings are left out rather than sent as undefined, so the page's data stays small.
    ...(cfg.whatsappUrl ? { whatsappUrl: cfg.whatsappUrl } : {}),
  };
}

/** The site's settings with the given contact details, as the pages read them. */
export function siteWith(contact: ContactDetails): SiteSettings {
  return { ...siteSettings(), ...siteContact(contact) };
}

/** The site's settings with the published contact details: for loaders, mails and jobs, through the db they have. */
export async function publishedSite(db: Pick<Database, 'select'>): Promise<SiteSettings> {
  // Loaded on first use: the reader loads the logger, which reads the settings, and the modules that
  // import this one (mails, bookings) are loaded by tests before they set the settings.
  const { publishedContent } = await import('./content/reader.ts');
  return siteWith(await publishedContent(db, 'contact'));
}
