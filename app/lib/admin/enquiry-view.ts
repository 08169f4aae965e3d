import type { EnquiryMessageKind, MailState } from '#app/lib/enums.ts';
import type { EnquiryFilterName } from '#app/lib/schemas/admin/enquiry.ts';

// What the enquiries screen shows (server/enquiries builds it; EnquiryCard and EnquiryConversation render it).

/** One contact request, timestamps as ISO text. */
export interface EnquiryView {
  id: string;
  name: string;
  email: string;
  mobile: string;
  city: string;
  subject: string | null;
  message: string;
  receivedAt: string;
  handledAt: string | null;
  /** Who marked it handled, from the audit trail. */
  handledBy: string | null;
  /** The staff member who looks after it. */
  assigneeId: string | null;
  assignee: string | null;
  /** The booking made from it. */
  bookingId: string | null;
}

export interface EnquiryPage {
  enquiries: EnquiryView[];
  filter: EnquiryFilterName;
  page: number;
  pages: number;
  /** How many there are in each filter, for its label. */
  totals: Record<EnquiryFilterName, number>;
}

/** A reply, note or recorded answer: who wrote it (null once their account is gone) and, for a reply, its mail. */
export interface EnquiryMessageView {
  id: string;
  kind: EnquiryMessageKind;
  body: string;
  author: string | null;
  createdAt: string;
  mail: { state: MailState; sentAt: string | null } | null;
}

export interface StaffChoice {
  id: string;
  label: string;
}

/** The enquiry's dialog: the guest's message, the conversation, who may be assigned, the booking made from it. */
export interface EnquiryConversationView {
  enquiry: EnquiryView;
  messages: EnquiryMessageView[];
  staff: StaffChoice[];
  booking: { id: string; reference: string } | null;
}

export const enquiryMessageKindLabels: Record<EnquiryMessageKind, string> = {
  reply: 'Reply',
  note: 'Internal note',
  answer: 'Guest answer',
};
