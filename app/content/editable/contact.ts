import { emailAddress } from '#app/lib/schemas/fields.ts';
import { z } from '#app/lib/schemas/z.ts';
import { type ContentDefinition, isSiteLink, line, siteLinkMessage } from './fields.ts';

// How guests reach the estate, as the owner edits it: the footer, the contact page, the guest's booking
// page and calendar entries, structured data and every mail show these. A deployment's settings
// (CONTACT_EMAIL, CONTACT_PHONE, ESTATE_ADDRESS, MAP_URL, INSTAGRAM_URL, FACEBOOK_URL, YOUTUBE_URL) give
// the first content on the server (server/content/first.ts); the demo estate's details below are what
// those settings default to.

const PHONE_MESSAGE = 'Phone must be a phone number such as +91 98765 43210.';

/** A link that may be left empty (stored as ''): one of the site's pages or an https address, as siteLink. */
function optionalLink(label: string) {
  const message = siteLinkMessage(label);
  // The form sends an empty field as nothing at all (Conform), stored content as ''.
  return z
    .string({ error: message })
    .trim()
    .max(500, `${label} must be at most 500 characters.`)
    .refine((value) => value === '' || isSiteLink(value), message)
    .optional()
    .transform((value) => value ?? '');
}

const schema = z.object({
  email: emailAddress,
  // As loose as the CONTACT_PHONE setting, so a deployment's own number always fits.
  phone: line('Phone', 40).refine((value) => value.replace(/\D/g, '').length >= 5, PHONE_MESSAGE),
  address: line('Address', 300),
  /** Empty: the map link is a map search of the address, so it follows an edited address. */
  mapLink: optionalLink('Map link'),
  /** Empty: the footer leaves that icon out. */
  instagram: optionalLink('Instagram link'),
  facebook: optionalLink('Facebook link'),
  youtube: optionalLink('YouTube link'),
});

export type ContactDetails = z.output<typeof schema>;

/** The demo estate's details: the settings' defaults, and the first content where no setting says otherwise. */
export const demoContact: ContactDetails = {
  email: 'namaste@sukoon-estate.in',
  phone: '+91 98765 43210',
  // The demo estate sits by the river in Pune (the refund policy's courts), 20 minutes from its airport.
  address: 'Riverside Lane, Kalyani Nagar, Pune, Maharashtra 411006, India',
  mapLink: '',
  instagram: '',
  facebook: '',
  youtube: '',
};

const LINK_HINT = 'An address starting with https://.';
const SOCIAL_HINT = `Optional: ${LINK_HINT} The footer shows the icon only when it is given.`;

export const contactContent = {
  key: 'contact',
  label: 'Contact details & social links',
  path: '/contact',
  schema,
  first: demoContact,
  sections: [
    {
      legend: 'Contact details',
      fields: [
        { name: 'email', label: 'E-mail', kind: 'line', hint: 'Shown on the site and in every mail; {email} in page texts.' },
        { name: 'phone', label: 'Phone', kind: 'line', hint: 'Shown on the site and in every mail; {phone} in page texts.' },
        { name: 'address', label: 'Address', kind: 'line', hint: 'The postal address guests travel to. Invoices keep the GST address.' },
        { name: 'mapLink', label: 'Map link', kind: 'line', hint: `Optional: ${LINK_HINT} When empty, a map search of the address.` },
      ],
    },
    {
      legend: 'Social links',
      fields: [
        { name: 'instagram', label: 'Instagram link', kind: 'line', hint: SOCIAL_HINT },
        { name: 'facebook', label: 'Facebook link', kind: 'line', hint: SOCIAL_HINT },
        { name: 'youtube', label: 'YouTube link', kind: 'line', hint: SOCIAL_HINT },
      ],
    },
  ],
} satisfies ContentDefinition<typeof schema>;
