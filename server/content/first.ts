import type { ContactDetails } from '#app/content/editable/contact.ts';
import { type ContentKey, type ContentOf, definitionOf } from '#app/content/editable/index.ts';
import { type Config, config } from '../config.ts';

// A page's first content on this deployment: what its definition gives, except where the deployment's
// settings say it. The contact details were settings before the owner could edit them, so a site's
// CONTACT_EMAIL, CONTACT_PHONE, ESTATE_ADDRESS, MAP_URL and social links are its first contact details;
// once a page is stored, only the owner's edits change it.

type ContactSettings = Pick<
  Config,
  'CONTACT_EMAIL' | 'CONTACT_PHONE' | 'ESTATE_ADDRESS' | 'MAP_URL' | 'INSTAGRAM_URL' | 'FACEBOOK_URL' | 'YOUTUBE_URL'
>;

/** The contact details the settings give; an unset link is left empty. */
export function contactFromSettings(cfg: ContactSettings): ContactDetails {
  return {
    email: cfg.CONTACT_EMAIL,
    phone: cfg.CONTACT_PHONE,
    address: cfg.ESTATE_ADDRESS,
    mapLink: cfg.MAP_URL ?? '',
    instagram: cfg.INSTAGRAM_URL ?? '',
    facebook: cfg.FACEBOOK_URL ?? '',
    youtube: cfg.YOUTUBE_URL ?? '',
  };
}

/** The first content of a page, as this deployment gives it. */
export function deploymentFirst<Key extends ContentKey>(key: Key): ContentOf<Key> {
  if (key === 'contact') return contactFromSettings(config()) as ContentOf<Key>;
  return definitionOf(key).first as ContentOf<Key>;
}
