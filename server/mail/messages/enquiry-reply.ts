import type { EnquiryRow } from '../records.ts';
import { greetingName } from './guest.ts';
import { compose, type Estate, type Message } from './layout.ts';

/**
 * A staff member's answer to a contact enquiry, as plain text. Anyone may type any address into the
 * contact form, so the mail carries only what staff wrote and the first name (greetingName): never the
 * enquiry's own message or subject, which would let a stranger send their words under the estate's name.
 */
export function enquiryReplyMessage(estate: Estate, enquiry: Pick<EnquiryRow, 'name'>, body: string): Message {
  return compose(estate, {
    subject: `Your enquiry to ${estate.siteName}`,
    greeting: `Dear ${greetingName(enquiry.name) ?? 'guest'},`,
    letter: body,
    paragraphs: [],
    closing: ['You can answer this e-mail directly.'],
  });
}
