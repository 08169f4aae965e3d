/** What the pages may know of the deployment: the spec's {product}, {email} and {phone}. */
export interface SiteSettings {
  name: string;
  email: string;
  phone: string;
  publicUrl: string;
  timeZone: string;
  /** The estate's postal address and a link that opens it on a map (ESTATE_ADDRESS, MAP_URL). */
  address: string;
  mapUrl: string;
  /** Route planning to ESTATE_ADDRESS from wherever the guest is. */
  directionsUrl: string;
  /** https://wa.me/<digits> when WHATSAPP_NUMBER is set. */
  whatsappUrl?: string;
  /** The footer's social links (INSTAGRAM_URL, FACEBOOK_URL, YOUTUBE_URL); an unset one is not shown. */
  social?: SocialLinks;
}

export interface SocialLinks {
  instagram?: string;
  facebook?: string;
  youtube?: string;
}

/** Fills the deployment's name and contacts into copy written with {product}, {email}, {phone}. */
export function brand(text: string, site: Pick<SiteSettings, 'name' | 'email' | 'phone'>): string {
  // Most copy names none of them, and pages call this for every paragraph.
  if (!text.includes('{')) return text;
  return text.replaceAll('{product}', site.name).replaceAll('{email}', site.email).replaceAll('{phone}', site.phone);
}

/** tel: link target from a display phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
