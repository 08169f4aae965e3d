import { describe, expect, it } from 'vitest';
import { demoContact } from '#app/content/editable/contact.ts';
import { siteContact } from '#app/lib/site.ts';
import { parseConfig } from '../config.ts';
import { contactFromSettings } from './first.ts';

// A deployment's settings are its first contact details, as the footer and the contact page read them.

describe('the contact details a deployment starts with', () => {
  it('are the demo estate’s on a site that sets none, as the pages have always shown them', () => {
    const first = contactFromSettings(parseConfig({}));
    expect(first).toEqual(demoContact);
    expect(siteContact(first)).toEqual({
      email: 'namaste@sukoon-estate.in',
      phone: '+91 98765 43210',
      address: 'Riverside Lane, Kalyani Nagar, Pune, Maharashtra 411006, India',
      mapUrl:
        'https://www.google.com/maps/search/?api=1&query=Riverside%20Lane%2C%20Kalyani%20Nagar%2C%20Pune%2C%20Maharashtra%20411006%2C%20India',
      directionsUrl:
        'https://www.google.com/maps/dir/?api=1&destination=Riverside%20Lane%2C%20Kalyani%20Nagar%2C%20Pune%2C%20Maharashtra%20411006%2C%20India',
      social: {},
    });
  });

  it('are the settings’ where a site sets them: e-mail, phone, address, map and social links', () => {
    const first = contactFromSettings(
      parseConfig({
        CONTACT_EMAIL: 'hello@river.example',
        CONTACT_PHONE: '+91 20 4000 1234',
        ESTATE_ADDRESS: '12 Ghat Road, Rishikesh 249201',
        MAP_URL: 'https://maps.app.goo.gl/abc123',
        INSTAGRAM_URL: 'https://www.instagram.com/river',
        FACEBOOK_URL: '',
      }),
    );
    expect(first).toEqual({
      email: 'hello@river.example',
      phone: '+91 20 4000 1234',
      address: '12 Ghat Road, Rishikesh 249201',
      mapLink: 'https://maps.app.goo.gl/abc123',
      instagram: 'https://www.instagram.com/river',
      facebook: '',
      youtube: '',
    });
    expect(siteContact(first)).toMatchObject({
      mapUrl: 'https://maps.app.goo.gl/abc123',
      social: { instagram: 'https://www.instagram.com/river' },
    });
  });
});
