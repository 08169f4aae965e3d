import type { SiteSettings } from '#app/lib/site.ts';
import { config } from './config.ts';

export function siteSettings(): SiteSettings {
  const cfg = config();
  return {
    name: cfg.SITE_NAME,
    email: cfg.CONTACT_EMAIL,
    phone: cfg.CONTACT_PHONE,
    publicUrl: cfg.publicUrl,
    timeZone: cfg.TIME_ZONE,
    address: cfg.ESTATE_ADDRESS,
    mapUrl: cfg.mapUrl,
    directionsUrl: cfg.directionsUrl,
    // Unset settings are left out rather than sent as undefined, so the page's data stays small.
    ...(cfg.whatsappUrl ? { whatsappUrl: cfg.whatsappUrl } : {}),
    social: Object.fromEntries(
      Object.entries({ instagram: cfg.INSTAGRAM_URL, facebook: cfg.FACEBOOK_URL, youtube: cfg.YOUTUBE_URL }).filter(([, url]) => url),
    ),
  };
}
