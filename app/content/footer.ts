import type { FooterContent } from './types.ts';

export const footer: FooterContent = {
  tagline: 'HEALING IN COMMUNITY',
  kinds: 'CORPORATE – GROUPS – FESTIVALS – INTERNATIONAL',
  cta: 'JOIN US ON OUR BELONGING PROJECT',
  sections: [
    {
      title: 'More',
      links: [
        { label: 'About Us', to: '/about' },
        { label: 'Contact Us', to: '/contact' },
      ],
    },
    {
      title: 'Media',
      links: [
        { label: 'Gallery', to: '/gallery' },
        { label: 'Events Calendar', to: '/calendar' },
        { label: 'Class Timetable', to: '/classes' },
        { label: 'Blog', to: '/blogs' },
      ],
    },
    {
      title: 'Our expertise',
      links: [
        { label: 'Rejuvenation Program', to: '/rejuvenation' },
        { label: 'Educational Program', to: '/learning' },
        { label: 'Book a Stay', to: '/book-your-stay' },
        { label: 'Therapies and Programmes', to: '/programs' },
        { label: 'Reserve a Room', to: '/book-your-stay' },
      ],
    },
  ],
  legal: [
    { label: 'Privacy Policy', to: '/privacy-policy' },
    { label: 'Terms and Conditions', to: '/terms-and-conditions' },
    { label: 'Cancellation and Refund Policy', to: '/refund-policy' },
  ],
  copyright: '© 2025 {product}. All rights reserved.',
  poweredBy: 'Powered by',
};
