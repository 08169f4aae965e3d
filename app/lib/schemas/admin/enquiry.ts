import { z } from '../z.ts';

export const enquiryFilters = ['new', 'handled', 'all'] as const;
export type EnquiryFilterName = (typeof enquiryFilters)[number];

/** The list's address: ?status=new|handled|all (New by default: the staff's inbox) and ?page=N. */
export function readEnquiryQuery(searchParams: URLSearchParams): { filter: EnquiryFilterName; page: number } {
  const status = searchParams.get('status');
  const filter = (enquiryFilters as readonly string[]).includes(status ?? '') ? (status as EnquiryFilterName) : 'new';
  const page = Number(searchParams.get('page'));
  return { filter, page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

/** 'Mark as handled' / 'Mark as new'. Whether the id is a UUID is the action's question: a bad one is a 404. */
export const enquiryActionSchema = z.object({
  intent: z.enum(['handle', 'reopen'], { error: 'Choose whether to mark the enquiry handled or new.' }),
  id: z.string({ error: 'Which enquiry?' }).trim().min(1, 'Which enquiry?').max(100, 'Which enquiry?'),
});
