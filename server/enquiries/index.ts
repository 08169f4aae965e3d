import { desc } from 'drizzle-orm';
import type { EnquiryInput } from '#app/lib/schemas/enquiry.ts';
import type { Database } from '../db/client.ts';
import { enquiries } from '../db/schema.ts';
import type { RateLimitRule } from '../http/rate-limit.ts';
import { notifyEnquiry } from '../mail/notify.ts';

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
