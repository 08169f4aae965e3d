import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { ENQUIRY_CONVERSATION_MESSAGES as TEXT } from '#app/lib/admin/enquiry-messages.ts';
import type { EnquiryConversationView, EnquiryMessageView } from '#app/lib/admin/enquiry-view.ts';
import { staffRoles } from '#app/lib/staff-roles.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import { listStaff } from '../auth/staff-accounts.ts';
import type { Database } from '../db/client.ts';
import { authUser, bookings, enquiries, enquiryMessages, mailOutbox } from '../db/schema.ts';
import { enquiryReplyMessage } from '../mail/messages/enquiry-reply.ts';
import { estateOf } from '../mail/messages/layout.ts';
import { queueMail } from '../mail/outbox.ts';
import { Refusal } from '../refusal.ts';
import { findEnquiryView } from './admin.ts';

// An enquiry as a conversation: staff reply by mail (queued in the outbox in the same transaction as
// the record of it, so the record exists exactly when the mail does), write internal notes, record the
// guest's answers that came by mail, choose who looks after it, and link the booking made from it.

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function lockEnquiry(tx: Tx, id: string) {
  const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for('update');
  return row ?? null;
}

async function conversation(db: Database, id: string): Promise<EnquiryMessageView[]> {
  const rows = await db
    .select({
      id: enquiryMessages.id,
      kind: enquiryMessages.kind,
      body: enquiryMessages.body,
      authorName: authUser.name,
      authorEmail: authUser.email,
      createdAt: enquiryMessages.createdAt,
      mailState: mailOutbox.state,
      sentAt: mailOutbox.sentAt,
    })
    .from(enquiryMessages)
    .leftJoin(authUser, eq(authUser.id, enquiryMessages.authorId))
    .leftJoin(mailOutbox, eq(mailOutbox.id, enquiryMessages.mailId))
    .where(eq(enquiryMessages.enquiryId, id))
    .orderBy(asc(enquiryMessages.createdAt), asc(enquiryMessages.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    body: row.body,
    author: row.authorName ? `${row.authorName} (${row.authorEmail})` : null,
    createdAt: row.createdAt.toISOString(),
    mail: row.mailState ? { state: row.mailState, sentAt: row.sentAt?.toISOString() ?? null } : null,
  }));
}

/** The enquiry's dialog, or null when there is no such enquiry. */
export async function findEnquiryConversation(db: Database, id: string): Promise<EnquiryConversationView | null> {
  const enquiry = await findEnquiryView(db, id);
  if (!enquiry) return null;
  const [messages, members, booking] = await Promise.all([
    conversation(db, id),
    listStaff(db),
    enquiry.bookingId
      ? db.select({ id: bookings.id, reference: bookings.reference }).from(bookings).where(eq(bookings.id, enquiry.bookingId))
      : [],
  ]);
  // Active accounts may be chosen; a deactivated one stays listed while it is the assignee.
  const staff = members
    .filter((member) => member.active || member.id === enquiry.assigneeId)
    .map((member) => ({ id: member.id, label: `${member.name} (${member.email})` }));
  return { enquiry, messages, staff, booking: booking[0] ?? null };
}

/**
 * Mails a staff member's reply to the enquirer through the outbox and records it with its author; the
 * mail is the outbox's from now on (its state shows in the conversation). Null when there is no such enquiry.
 */
export async function replyToEnquiry(db: Database, actor: StaffSession, id: string, body: string) {
  return db.transaction(async (tx) => {
    const enquiry = await lockEnquiry(tx, id);
    if (!enquiry) return null;
    const mailId = await queueMail(tx, {
      kind: 'enquiry-reply',
      to: enquiry.email,
      ...enquiryReplyMessage(await estateOf(tx), enquiry, body),
      enquiryId: enquiry.id,
    });
    const [message] = await tx
      .insert(enquiryMessages)
      .values({ enquiryId: enquiry.id, kind: 'reply', body, authorId: actor.userId, mailId })
      .returning();
    return message ?? null;
  });
}

/** An internal note, or the enquirer's answer pasted in by staff: recorded, never mailed. */
export async function recordEnquiryMessage(db: Database, actor: StaffSession, id: string, kind: 'note' | 'answer', body: string) {
  return db.transaction(async (tx) => {
    const enquiry = await lockEnquiry(tx, id);
    if (!enquiry) return null;
    const [message] = await tx.insert(enquiryMessages).values({ enquiryId: enquiry.id, kind, body, authorId: actor.userId }).returning();
    return message ?? null;
  });
}

/** Gives the enquiry to an active staff account (refused otherwise), or to nobody with an empty id. */
export async function assignEnquiry(db: Database, actor: StaffSession, id: string, assigneeId: string) {
  return db.transaction(async (tx) => {
    const before = await lockEnquiry(tx, id);
    if (!before) return null;
    if (assigneeId) {
      const [member] = await tx
        .select({ id: authUser.id })
        .from(authUser)
        .where(and(eq(authUser.id, assigneeId), inArray(authUser.role, [...staffRoles]), isNull(authUser.deactivatedAt)));
      if (!member) throw new Refusal(TEXT.notStaff, 400, { fieldErrors: { assigneeId: [TEXT.notStaff] } });
    }
    const [after] = await tx
      .update(enquiries)
      .set({ assigneeId: assigneeId || null })
      .where(eq(enquiries.id, id))
      .returning();
    await recordAudit(tx, { actor, entity: 'enquiry', entityId: id, action: 'update', before, after: after ?? null });
    return after ?? null;
  });
}

/**
 * Links the booking made with "Turn into a booking" to its enquiry. A booking is made whether or not
 * this succeeds, so an enquiry deleted meanwhile is simply not linked (false).
 */
export async function linkEnquiryBooking(db: Database, actor: StaffSession, id: string, bookingId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await lockEnquiry(tx, id);
    if (!before) return false;
    const [after] = await tx.update(enquiries).set({ bookingId }).where(eq(enquiries.id, id)).returning();
    await recordAudit(tx, { actor, entity: 'enquiry', entityId: id, action: 'update', before, after: after ?? null });
    return true;
  });
}
