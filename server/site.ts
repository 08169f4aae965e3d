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
  };
}
