import { desc } from 'drizzle-orm';
import type { EnquiryInput } from '#app/lib/schemas/enquiry.ts';
import type { Database } from '../db/client.ts';
import { enquiries } from '../db/schema.ts';
import type { RateLimitRule } from '../http/rate-limit.ts';
import { estateOf } from '../mail/messages/layout.ts';
import { staffEnquiryMessage } from '../mail/messages/staff.ts';
import { queueMails, staffAddress } from '../mail/notices.ts';
import { buildOrLog } from '../mail/outbox.ts';
import type { EnquiryRow } from '../mail/records.ts';

export const enquiryRateLimit: RateLimitRule = { name: 'enquiry', limit: 5, windowSeconds: 600 };

/** The enquiry and the staff notice about it are written in one transaction: neither exists without the other. */
export async function createEnquiry(db: Database, input: Omit<EnquiryInput, 'website'>) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enquiries)
      .values({
        name: input.name,
        email: input.email,
        mobile: input.mobile,
        city: input.city,
        message: input.message,
        subject: input.subject || null,
      })
      .returning();
    if (!row) throw new Error('enquiry was not stored');
    await notifyEnquiry(tx, row);
    return row;
  });
}

export function listEnquiries(db: Database) {
  return db.select().from(enquiries).orderBy(desc(enquiries.createdAt));
}

/** A contact enquiry arrived: the staff notice. */
async function notifyEnquiry(db: Pick<Database, 'insert' | 'select'>, enquiry: EnquiryRow): Promise<void> {
  const staff = await buildOrLog('staff-enquiry', { enquiryId: enquiry.id }, async () => ({
    kind: 'staff-enquiry',
    to: staffAddress(),
    ...staffEnquiryMessage(await estateOf(db), enquiry),
    dedupeKey: `enquiry:${enquiry.id}`,
    enquiryId: enquiry.id,
  }));
  await queueMails(db, [staff]);
}
