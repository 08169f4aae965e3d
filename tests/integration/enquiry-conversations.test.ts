import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_CONVERSATION_MESSAGES as TEXT } from '#app/lib/admin/enquiry-messages.ts';
import { ENQUIRY_MESSAGE_MAX } from '#app/lib/schemas/admin/enquiry.ts';
import { refusedText } from '#app/lib/staff-roles.ts';
import { authUser, bookings, enquiries, enquiryMessages, mailOutbox } from '#server/db/schema.ts';
import { createEvent } from '#tests/support/factories.ts';
import { postOversized } from '#tests/support/oversized-post.ts';
import { signInAdmin } from '#tests/support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// An enquiry's conversation through the real HTTP server: a reply goes to the outbox addressed to the
// enquirer and is recorded with its author; a note and a recorded answer are never mailed; the assignee
// must be an active staff account; an editor is refused everything; empty and oversized texts store nothing.

type Who = 'owner' | 'front-desk' | 'editor' | 'user';
const ACCOUNTS: Record<Who, { email: string; password: string; name: string }> = {
  owner: { email: 'owner@example.org', password: 'owner password 1', name: 'Olivia Owner' },
  'front-desk': { email: 'desk@example.org', password: 'front desk password', name: 'Dev Desk' },
  editor: { email: 'editor@example.org', password: 'editor password 1', name: 'Eda Editor' },
  user: { email: 'helper@example.org', password: 'helper password 1', name: 'Hari Helper' },
};

let app: TestApp;
const cookies = {} as Record<Who, string>;
let clients = 0;
let enquiryId: string;

function post(cookie: string, form: Record<string, string>, path = '/admin/enquiries') {
  clients += 1;
  return fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { origin: app.publicUrl, cookie, 'x-forwarded-for': `198.51.100.${clients % 250}` },
    body: new URLSearchParams(form),
    redirect: 'manual',
  });
}

const db = () => app.database.db;
const messagesOf = (id: string) => db().select().from(enquiryMessages).where(eq(enquiryMessages.enquiryId, id));
const mailsOf = (id: string) => db().select().from(mailOutbox).where(eq(mailOutbox.enquiryId, id));
async function userId(who: Who) {
  const [row] = await db().select({ id: authUser.id }).from(authUser).where(eq(authUser.email, ACCOUNTS[who].email));
  return row!.id;
}

beforeAll(async () => {
  app = await startTestApp();
  for (const who of Object.keys(ACCOUNTS) as Who[]) {
    clients += 1;
    cookies[who] = await signInAdmin(app, `192.0.2.${clients}`, { ...ACCOUNTS[who], role: who });
  }
  const [row] = await db()
    .insert(enquiries)
    .values({
      name: 'Meera Iyer',
      email: 'meera@example.org',
      mobile: '+91 98450 12345',
      city: 'Mysuru',
      message: 'Rooms for two in March?',
    })
    .returning();
  enquiryId = row!.id;
}, 240_000);

afterAll(async () => {
  await app?.close();
});

describe(`enquiry conversations (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('a reply is queued in the outbox to the enquirer, escaped in its HTML, and recorded with who sent it', async () => {
    const body = 'Namaste Meera,\nWe have a double room free.\n<b>See you</b>';
    const response = await post(cookies['front-desk'], { intent: 'reply', id: enquiryId, body });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(TEXT.replied);

    const [mail, ...others] = await mailsOf(enquiryId);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: 'enquiry-reply', to: 'meera@example.org', state: 'queued' });
    expect(mail!.text).toContain(body);
    expect(mail!.html).toContain('&lt;b&gt;See you&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>See you</b>');
    // The enquiry's own words are not sent back to an address nobody confirmed.
    expect(mail!.text).not.toContain('Rooms for two in March?');

    const [message] = await messagesOf(enquiryId);
    expect(message).toMatchObject({ kind: 'reply', body, authorId: await userId('front-desk'), mailId: mail!.id });

    // The conversation shows it with its author and the mail's state.
    const page = await (await fetch(`${app.url}/admin/enquiries?view=${enquiryId}`, { headers: { cookie: cookies.owner } })).text();
    expect(page).toContain('Dev Desk (desk@example.org)');
    expect(page).toContain('mail queued');
  });

  it('a note and a recorded answer are stored with their author and never mailed', async () => {
    const before = (await mailsOf(enquiryId)).length;
    expect((await post(cookies.owner, { intent: 'note', id: enquiryId, body: 'Called her back, prefers the garden side.' })).status).toBe(
      200,
    );
    expect((await post(cookies.owner, { intent: 'answer', id: enquiryId, body: 'Thank you, we will book for 12 March.' })).status).toBe(
      200,
    );
    expect((await mailsOf(enquiryId)).length).toBe(before);
    const owner = await userId('owner');
    const kinds = (await messagesOf(enquiryId)).map((row) => [row.kind, row.authorId, row.mailId]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['note', owner, null],
        ['answer', owner, null],
      ]),
    );
  });

  it('the assignee must be an active staff account; empty unassigns', async () => {
    const desk = await userId('front-desk');
    expect((await post(cookies.owner, { intent: 'assign', id: enquiryId, assigneeId: desk })).status).toBe(200);
    expect((await db().select().from(enquiries).where(eq(enquiries.id, enquiryId)))[0]?.assigneeId).toBe(desk);

    for (const assigneeId of [await userId('user'), 'no-such-account', 'x'.repeat(101)]) {
      const refused = await post(cookies.owner, { intent: 'assign', id: enquiryId, assigneeId });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(TEXT.notStaff);
    }
    expect((await db().select().from(enquiries).where(eq(enquiries.id, enquiryId)))[0]?.assigneeId).toBe(desk);

    expect((await post(cookies.owner, { intent: 'assign', id: enquiryId, assigneeId: '' })).status).toBe(200);
    expect((await db().select().from(enquiries).where(eq(enquiries.id, enquiryId)))[0]?.assigneeId).toBeNull();
  });

  it('an editor gets 403 from the screen, the conversation and every action, and nothing changes', async () => {
    const stored = (await messagesOf(enquiryId)).length;
    const mails = (await mailsOf(enquiryId)).length;
    for (const path of ['/admin/enquiries', `/admin/enquiries?view=${enquiryId}`]) {
      const response = await fetch(`${app.url}${path}`, { headers: { cookie: cookies.editor }, redirect: 'manual' });
      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain('Meera');
    }
    const forms: Record<string, string>[] = [
      { intent: 'reply', body: 'Hello' },
      { intent: 'note', body: 'Hello' },
      { intent: 'answer', body: 'Hello' },
      { intent: 'assign', assigneeId: await userId('editor') },
      { intent: 'handle' },
      { intent: 'reopen' },
    ];
    for (const form of forms) {
      const response = await post(cookies.editor, { ...form, id: enquiryId });
      expect(response.status, form.intent).toBe(403);
      expect(await response.text()).toContain(JSON.stringify(refusedText).slice(1, -1));
    }
    expect((await messagesOf(enquiryId)).length).toBe(stored);
    expect((await mailsOf(enquiryId)).length).toBe(mails);
    expect((await db().select().from(enquiries).where(eq(enquiries.id, enquiryId)))[0]).toMatchObject({
      assigneeId: null,
      handledAt: null,
    });
  });

  it('an empty, blank, too long or oversized text is refused with a readable 4xx and nothing is stored or mailed', async () => {
    const stored = (await messagesOf(enquiryId)).length;
    const mails = (await mailsOf(enquiryId)).length;
    for (const intent of ['reply', 'note', 'answer']) {
      for (const body of ['', '   \n  ']) {
        const response = await post(cookies.owner, { intent, id: enquiryId, body });
        expect(response.status).toBe(400);
        expect(await response.text()).toContain(TEXT.bodyRequired);
      }
      const long = await post(cookies.owner, { intent, id: enquiryId, body: 'a'.repeat(ENQUIRY_MESSAGE_MAX + 1) });
      expect(long.status).toBe(400);
      expect(await long.text()).toContain(TEXT.bodyTooLong(ENQUIRY_MESSAGE_MAX));
    }
    const oversized = await postOversized(
      app.url,
      { path: '/admin/enquiries', contentType: 'application/x-www-form-urlencoded', admin: true },
      2 * 1024 * 1024,
      { origin: app.publicUrl, cookie: cookies.owner },
    );
    expect(oversized.status).toBe(413);
    const missing = await post(cookies.owner, { intent: 'reply', id: '00000000-0000-4000-8000-000000000000', body: 'Hello' });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(TEXT.notFound);
    expect((await messagesOf(enquiryId)).length).toBe(stored);
    expect((await mailsOf(enquiryId)).length).toBe(mails);
  });

  it('turned into a booking: the form opens with the enquirer, the booking is checked as any other and linked', async () => {
    const event = await createEvent(db());
    // Both forms: a stay's, and an event's once its day and event are picked.
    for (const picks of ['pick=stay', `pick=event&day=${event.eventDate}&event=${event.id}`]) {
      const response = await fetch(`${app.url}/admin/bookings?new=1&${picks}&enquiry=${enquiryId}`, {
        headers: { cookie: cookies['front-desk'] },
      });
      const page = await response.text();
      for (const value of [
        'value="Meera Iyer"',
        'value="meera@example.org"',
        'value="+91 98450 12345"',
        `name="enquiryId" value="${enquiryId}"`,
      ])
        expect(page, picks).toContain(value);
    }
    const form = {
      intent: 'create',
      eventId: event.id,
      slot: '8:00 AM',
      customerName: 'Meera Iyer',
      customerEmail: 'meera@example.org',
      customerPhone: '+91 98450 12345',
      status: 'pending',
      enquiryId,
    };
    // The server checks the booking as ever: a slot the event does not have books nothing and links nothing.
    expect((await post(cookies['front-desk'], { ...form, slot: '9:99 PM' }, '/admin/bookings')).status).toBeGreaterThanOrEqual(400);
    expect((await db().select().from(enquiries).where(eq(enquiries.id, enquiryId)))[0]?.bookingId).toBeNull();

    const made = await post(cookies['front-desk'], form, '/admin/bookings');
    expect(made.status).toBe(200);
    const [booking] = await db().select().from(bookings).where(eq(bookings.eventId, event.id));
    expect(booking).toMatchObject({ customerName: 'Meera Iyer', customerEmail: 'meera@example.org' });
    expect((await db().select().from(enquiries).where(eq(enquiries.id, enquiryId)))[0]?.bookingId).toBe(booking!.id);
    const conversation = await (await fetch(`${app.url}/admin/enquiries?view=${enquiryId}`, { headers: { cookie: cookies.owner } })).text();
    expect(conversation).toContain(booking!.reference);
  });
});
