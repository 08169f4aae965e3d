import type { EnquiryFilterName } from '#app/lib/schemas/admin/enquiry.ts';

// What the enquiries screen shows (server/enquiries/admin.ts builds it; EnquiryCard renders one).

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
}

export interface EnquiryPage {
  enquiries: EnquiryView[];
  filter: EnquiryFilterName;
  page: number;
  pages: number;
  /** How many there are in each filter, for its label. */
  totals: Record<EnquiryFilterName, number>;
}
