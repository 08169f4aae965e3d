import { describe, expect, it } from 'vitest';
import { about } from '../about.ts';
import { programs } from '../programs.ts';
import { aboutContent } from './about.ts';
import { contactContent, demoContact } from './contact.ts';
import { programsContent } from './programs.ts';

// The About, Programs and contact pages' first content: what the pages read before the owner could edit
// them, so a fresh site reads exactly as before.

describe('the About page’s first content', () => {
  const first = aboutContent.first;

  it('is app/content/about.ts: the title, the summary and each tab’s words, in order', () => {
    expect(first.title).toBe('About Us');
    expect(first.summary).toBe(about.summary);
    expect(Object.values(first.tabs).map((tab) => [tab.label, tab.heading, tab.paragraphs])).toEqual(
      about.tabs.map((tab) => [tab.label, tab.heading, tab.paragraphs]),
    );
    expect(first.tabs.reasons.reasons).toEqual(about.tabs[2]!.reasons);
    expect(first.tabs.reasons.reasons.map((reason) => reason.title)).toEqual([
      'Doctor-guided care',
      '50+ therapies in one place',
      'A calm riverside setting',
      'Healing in community',
      'Change that lasts',
    ]);
    expect(aboutContent.schema.parse(first)).toEqual(first);
  });

  it('refuses an empty heading or a reason too many, in words', () => {
    const tabs = { ...first.tabs, why: { ...first.tabs.why, heading: ' ' } };
    expect(aboutContent.schema.safeParse({ ...first, tabs }).error?.issues[0]?.message).toBe('Heading is required.');
    const reasons = [...first.tabs.reasons.reasons, { title: 'One more', text: 'Too many.' }];
    expect(aboutContent.schema.safeParse({ ...first, tabs: { ...first.tabs, reasons: { ...first.tabs.reasons, reasons } } }).success).toBe(
      false,
    );
  });
});

describe('the Programs page’s first content', () => {
  const first = programsContent.first;

  it('is app/content/programs.ts: the heading, the cards’ words, each section’s list and button, the closing line', () => {
    expect(first.heading).toBe('More than 50 therapies, one place to begin');
    expect(first.text).toBe(programs.text);
    expect(first.cards).toEqual([
      { title: 'Medical Consultations', text: programs.cards[0]!.text, action: 'REQUEST A CONSULTATION' },
      { title: 'Wellness Retreats', text: programs.cards[1]!.text, action: 'SEE THE RETREAT' },
    ]);
    expect(first.sections).toEqual(programs.sections.map((section) => ({ details: section.details, book: section.book!.label })));
    expect(first.contactLine).toBe(programs.contactLine);
    expect(programsContent.schema.parse(first)).toEqual(first);
  });

  it('takes a list one item a line, and refuses an empty one', () => {
    const sections = first.sections.map((section, index) => (index === 0 ? { ...section, details: 'First\n\nSecond' } : section));
    expect(programsContent.schema.parse({ ...first, sections }).sections[0]!.details).toEqual(['First', 'Second']);
    const empty = first.sections.map((section, index) => (index === 0 ? { ...section, details: '' } : section));
    expect(programsContent.schema.safeParse({ ...first, sections: empty }).error?.issues[0]?.message).toMatch(
      /^Includes: please give 1 to 8/,
    );
  });
});

describe('the contact details', () => {
  it('are first the demo estate’s, which the settings default to', () => {
    expect(demoContact).toEqual({
      email: 'namaste@sukoon-estate.in',
      phone: '+91 98765 43210',
      address: 'Riverside Lane, Kalyani Nagar, Pune, Maharashtra 411006, India',
      mapLink: '',
      instagram: '',
      facebook: '',
      youtube: '',
    });
    expect(contactContent.schema.parse(demoContact)).toEqual(demoContact);
  });

  it('take an https address or a page of the site as a link, or none; never http:// or javascript:', () => {
    const parse = (changes: Record<string, unknown>) => contactContent.schema.safeParse({ ...demoContact, ...changes });
    expect(parse({ instagram: 'https://www.instagram.com/estate', mapLink: undefined }).data).toMatchObject({
      instagram: 'https://www.instagram.com/estate',
      mapLink: '',
    });
    expect(parse({ facebook: '/contact' }).success).toBe(true);
    expect(parse({ facebook: 'http://facebook.com/estate' }).error?.issues[0]?.message).toBe(
      'Facebook link must be a page of this site, such as /about, or an address starting with https://.',
    );
    expect(parse({ mapLink: 'javascript:alert(1)' }).error?.issues[0]?.message).toBe(
      'Map link must be a page of this site, such as /about, or an address starting with https://.',
    );
  });

  it('take an e-mail address and a phone number, with a readable reason for anything else', () => {
    const parse = (changes: Record<string, unknown>) => contactContent.schema.safeParse({ ...demoContact, ...changes });
    expect(parse({ email: 'not an address' }).error?.issues[0]?.message).toBe('Please enter a valid e-mail address.');
    expect(parse({ phone: 'call us' }).error?.issues[0]?.message).toBe('Phone must be a phone number such as +91 98765 43210.');
    expect(parse({ address: '' }).error?.issues[0]?.message).toBe('Address is required.');
    expect(parse({ phone: '+91 20 4000 1234' }).success).toBe(true);
  });
});
