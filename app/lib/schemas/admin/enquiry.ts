import { ENQUIRY_CONVERSATION_MESSAGES as TEXT } from '../../admin/enquiry-messages.ts';
import { z } from '../z.ts';

export const enquiryFilters = ['new', 'handled', 'all'] as const;
export type EnquiryFilterName = (typeof enquiryFilters)[number];

/** The longest reply, note or recorded answer, in characters: a long letter, far under the form's byte cap. */
export const ENQUIRY_MESSAGE_MAX = 5000;

/** The list's address: ?status=new|handled|all (New by default: the staff's inbox) and ?page=N. */
export function readEnquiryQuery(searchParams: URLSearchParams): { filter: EnquiryFilterName; page: number } {
  const status = searchParams.get('status');
  const filter = (enquiryFilters as readonly string[]).includes(status ?? '') ? (status as EnquiryFilterName) : 'new';
  const page = Number(searchParams.get('page'));
  return { filter, page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

// Whether the id is a UUID is the action's question: a bad one is a 404.
const id = z.string({ error: 'Which enquiry?' }).trim().min(1, 'Which enquiry?').max(100, 'Which enquiry?');

/** 'Mark as handled' / 'Mark as new'. */
export const enquiryActionSchema = z.object({
  intent: z.enum(['handle', 'reopen'], { error: 'Choose whether to mark the enquiry handled or new.' }),
  id,
});

const body = z
  .string({ error: TEXT.bodyRequired })
  .trim()
  .min(1, TEXT.bodyRequired)
  .max(ENQUIRY_MESSAGE_MAX, TEXT.bodyTooLong(ENQUIRY_MESSAGE_MAX));

/** A reply mailed to the enquirer, an internal note, or the enquirer's answer as staff paste it in. */
export const enquiryMessageSchema = z.object({ intent: z.enum(['reply', 'note', 'answer']), id, body });
export type EnquiryMessageInput = z.infer<typeof enquiryMessageSchema>;

/** Who looks after the enquiry: a staff account's id, or empty for nobody. Whether it is one is the server's question. */
export const enquiryAssignSchema = z.object({
  intent: z.literal('assign'),
  id,
  assigneeId: z.string().trim().max(100, TEXT.notStaff).default(''),
});
