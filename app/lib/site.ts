import type { ContactDetails } from '#app/content/editable/contact.ts';

/** What the pages may know of the deployment: the spec's {product}, {email} and {phone}. */
export interface SiteSettings {
  name: string;
  email: string;
  phone: string;
  publicUrl: string;
  timeZone: string;
  /** The estate's postal address and a link that opens it on a map (the owner's contact details). */
  address: string;
  mapUrl: string;
  /** Route planning to the address from wherever the guest is. */
  directionsUrl: string;
  /** https://wa.me/<digits> when WHATSAPP_NUMBER is set. */
  whatsappUrl?: string;
  /** The footer's social links (the owner's contact details); one left empty is not shown. */
  social?: SocialLinks;
}

export interface SocialLinks {
  instagram?: string;
  facebook?: string;
  youtube?: string;
}

/** The part of the settings the owner edits as content (app/content/editable/contact.ts). */
export type SiteContact = Pick<SiteSettings, 'email' | 'phone' | 'address' | 'mapUrl' | 'directionsUrl' | 'social'>;

/** The owner's contact details as the pages use them: a map search of the address when no map link is given. */
export function siteContact(contact: ContactDetails): SiteContact {
  const address = encodeURIComponent(contact.address);
  return {
    email: contact.email,
    phone: contact.phone,
    address: contact.address,
    mapUrl: contact.mapLink || `https://www.google.com/maps/search/?api=1&query=${address}`,
    directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${address}`,
    // Links left empty are left out, so the page's data stays small.
    social: Object.fromEntries(
      Object.entries({ instagram: contact.instagram, facebook: contact.facebook, youtube: contact.youtube }).filter(([, url]) => url),
    ),
  };
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
