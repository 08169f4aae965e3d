import type { ContactContent } from './types.ts';

export const contact: ContactContent = {
  title: 'Contact Us',
  intro:
    'Have a question, or not sure where to begin? Write to us at {email} or call {phone}. Or leave your details below and we will call you to talk through your needs and the stay or programme that suits you.',
  formHeading: 'REQUEST A EXPLORATION CALL',
  fields: {
    name: 'Name',
    email: 'E-Mail',
    mobile: 'Mobile Numbers',
    city: 'Your City',
    message: 'Message',
  },
  submitLabel: 'SEND REQUEST',
  success: 'Thank you for reaching out. We will call you soon to plan your time with us.',
};
