import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type Permission, refusedText } from '#app/lib/staff-roles.ts';
import { guests } from '#server/db/schema.ts';
import { signInAdmin } from '#tests/support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Every back-office loader, action and download × every kind of account, through the real HTTP server:
// what a role may do answers as usual (a page, or the action's own 400/404 for the harmless forms sent
// here), what it may not is 403 with a readable reason, and signed out is the sign-in page or 401.
// The expected answer of each row comes from the one permission module, and the rows say which
// permission they need, so a change of a role's rights changes what this test expects.

type Who = 'owner' | 'front-desk' | 'editor' | 'user';
const ACCOUNTS: Record<Who, { email: string; password: string }> = {
  owner: { email: 'owner@example.org', password: 'owner password 1' },
  'front-desk': { email: 'desk@example.org', password: 'front desk password' },
  editor: { email: 'editor@example.org', password: 'editor password 1' },
  user: { email: 'helper@example.org', password: 'helper password 1' },
};

let app: TestApp;
const cookies = {} as Record<Who, string>;
let clients = 0;

function send(path: string, init: { method?: string; cookie?: string; form?: Record<string, string> } = {}) {
  clients += 1;
  const headers: Record<string, string> = { origin: app.publicUrl, 'x-forwarded-for': `198.51.100.${clients % 250}` };
  if (init.cookie) headers.cookie = init.cookie;
  const body = init.form ? new URLSearchParams(init.form) : undefined;
  return fetch(`${app.url}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
}

beforeAll(async () => {
  app = await startTestApp();
  for (const who of Object.keys(ACCOUNTS) as Who[]) {
    clients += 1;
    cookies[who] = await signInAdmin(app, `192.0.2.${clients}`, { ...ACCOUNTS[who], name: who, role: who });
  }
  await app.database.db.insert(guests).values({ id: guestId, name: 'Permission Guest' });
  // The first test file to start builds the app.
}, 240_000);

afterAll(async () => {
  await app?.close();
});

const missing = crypto.randomUUID();
// A guest made in beforeAll, so that the profile's page answers 200 to a role that may read it.
const guestId = crypto.randomUUID();
const pages: [path: string, permission: Permission][] = [
  ['/admin/dashboard', 'dashboard:view'],
  ['/admin/events', 'event:view'],
  ['/admin/classes', 'class:view'],
  ['/admin/instructors', 'instructor:view'],
  ['/admin/users', 'guest:view'],
  [`/admin/guests/${guestId}`, 'guest:view'],
  ['/admin/bookings', 'booking:view'],
  ['/admin/blogs', 'blog:view'],
  ['/admin/enquiries', 'enquiry:view'],
  [`/admin/enquiries?view=${missing}`, 'enquiry:view'],
  ['/admin/mail', 'mail:view'],
  ['/admin/rooms', 'room:view'],
  ['/admin/newsletter', 'newsletter:view'],
  ['/admin/promo-codes', 'promoCode:view'],
  ['/admin/retreats', 'retreat:view'],
  ['/admin/therapies', 'therapies:manage'],
  ['/admin/therapies/practitioners', 'therapies:manage'],
  ['/admin/therapies/rooms', 'therapies:manage'],
  ['/admin/questionnaires', 'questionnaire:view'],
  ['/admin/staff', 'staff:view'],
  ['/admin/reports', 'report:view'],
  ['/admin/reports/cash-up', 'report:view'],
  ['/admin/today', 'today:view'],
  ['/admin/gallery', 'gallery:view'],
  ['/admin/learning', 'learning:view'],
  ['/admin/content', 'content:view'],
  ['/admin/media', 'content:view'],
  ['/admin/care', 'health:view'],
  ['/admin/schedule', 'schedule:view'],
];
// Downloads answer 401 rather than sending a file's link to the sign-in page.
const downloads: [path: string, permission: Permission][] = [
  ['/admin/bookings/export.csv', 'booking:export'],
  ['/admin/newsletter/export.csv', 'newsletter:export'],
  ['/admin/reports/export.csv?report=sales', 'report:view'],
  ['/admin/reports/payments.csv?from=2026-11-01&to=2026-11-30', 'report:view'],
  ['/admin/reports/day-book.xml?from=2026-11-01&to=2026-11-30', 'report:view'],
  ['/admin/today/roster.csv', 'today:view'],
];
const invoice: [string, Permission] = [`/admin/invoices/${missing}`, 'booking:view'];
const careFile: [string, Permission] = [`/admin/care/files/${missing}`, 'health:view'];

const crud = (
  path: string,
  resource: 'event' | 'class' | 'instructor' | 'blog' | 'promoCode' | 'room' | 'retreat',
): [string, Record<string, string>, Permission][] => [
  [path, { intent: 'create' }, `${resource}:create`],
  [path, { intent: 'update', id: missing }, `${resource}:update`],
  [path, { intent: 'delete', id: missing }, `${resource}:delete`],
];
const actions: [path: string, form: Record<string, string>, permission: Permission][] = [
  ...crud('/admin/events', 'event'),
  ['/admin/events', { intent: 'cancel', id: missing, reason: 'Teacher unwell' }, 'event:cancel'],
  ...crud('/admin/classes', 'class'),
  ...crud('/admin/instructors', 'instructor'),
  ...crud('/admin/blogs', 'blog'),
  ...crud('/admin/promo-codes', 'promoCode'),
  ...crud('/admin/retreats', 'retreat'),
  ['/admin/retreats', { intent: 'add-departure', id: missing }, 'retreat:update'],
  ['/admin/retreats', { intent: 'remove-departure', id: missing }, 'retreat:update'],
  ['/admin/therapies', { intent: 'create' }, 'therapies:manage'],
  ['/admin/therapies', { intent: 'update', id: missing }, 'therapies:manage'],
  ['/admin/therapies', { intent: 'delete', id: missing }, 'therapies:manage'],
  ['/admin/therapies/practitioners', { intent: 'update', id: missing }, 'therapies:manage'],
  ['/admin/therapies/practitioners', { intent: 'add-time-off', id: missing }, 'therapies:manage'],
  ['/admin/therapies/practitioners', { intent: 'remove-time-off', id: missing }, 'therapies:manage'],
  ['/admin/therapies/rooms', { intent: 'create' }, 'therapies:manage'],
  ['/admin/therapies/rooms', { intent: 'delete', id: missing }, 'therapies:manage'],
  ['/admin/therapies/rooms', { intent: 'add-closure', id: missing }, 'therapies:manage'],
  ['/admin/therapies/rooms', { intent: 'remove-closure', id: missing }, 'therapies:manage'],
  ...crud('/admin/rooms', 'room'),
  ['/admin/rooms', { intent: 'close' }, 'room:update'],
  ['/admin/rooms', { intent: 'reopen', id: missing }, 'room:update'],
  ['/admin/rooms', { intent: 'book' }, 'booking:create'],
  ['/admin/rooms', { intent: 'rates', id: missing }, 'price:update'],
  ['/admin/rooms', { intent: 'add-period', id: missing }, 'price:update'],
  ['/admin/rooms', { intent: 'update-period', id: missing, periodId: missing }, 'price:update'],
  ['/admin/rooms', { intent: 'remove-period', id: missing, periodId: missing }, 'price:update'],
  ['/admin/bookings', { intent: 'create' }, 'booking:create'],
  ['/admin/bookings', { intent: 'update', id: missing }, 'booking:update'],
  ['/admin/bookings', { intent: 'delete', id: missing }, 'booking:delete'],
  ['/admin/bookings', { intent: 'book' }, 'booking:create'],
  ['/admin/bookings', { intent: 'pay', id: missing, method: 'cash' }, 'booking:update'],
  ['/admin/bookings', { intent: 'refund', id: missing, formId: missing, amount: '100', reason: 'Asked' }, 'booking:refund'],
  ['/admin/bookings', { intent: 'given-back', id: missing }, 'booking:refund'],
  ['/admin/enquiries', { intent: 'handle', id: missing }, 'enquiry:update'],
  [`/admin/guests/${guestId}`, { intent: 'update', id: guestId }, 'guest:update'],
  [`/admin/guests/${guestId}`, { intent: 'merge', id: guestId }, 'guest:merge'],
  // The guest asked for no erasure: the owner is told so (409).
  [`/admin/guests/${guestId}/erase`, { intent: 'erase', id: guestId }, 'guest:erase'],
  ['/admin/enquiries', { intent: 'reply', id: missing, body: 'Hello' }, 'enquiry:update'],
  ['/admin/enquiries', { intent: 'note', id: missing, body: 'Hello' }, 'enquiry:update'],
  ['/admin/enquiries', { intent: 'answer', id: missing, body: 'Hello' }, 'enquiry:update'],
  ['/admin/enquiries', { intent: 'assign', id: missing }, 'enquiry:update'],
  ['/admin/mail', { intent: 'retry', id: missing }, 'mail:resend'],
  ['/admin/today', { intent: 'check-in', id: missing }, 'today:check-in'],
  ['/admin/today', { intent: 'no-show', id: missing }, 'today:check-in'],
  ['/admin/today', { intent: 'undo', id: missing }, 'today:check-in'],
  ['/admin/today', { intent: 'confirm', id: missing }, 'booking:update'],
  ['/admin/today', { intent: 'cancel', id: missing }, 'booking:update'],
  ['/admin/gallery', { intent: 'create' }, 'gallery:create'],
  ['/admin/gallery', { intent: 'move-up', id: missing }, 'gallery:update'],
  ['/admin/gallery', { intent: 'hide', id: missing }, 'gallery:update'],
  ['/admin/gallery', { intent: 'delete', id: missing }, 'gallery:delete'],
  ['/admin/learning', { intent: 'create' }, 'learning:create'],
  ['/admin/learning', { intent: 'update', id: missing }, 'learning:update'],
  ['/admin/learning', { intent: 'delete', id: missing }, 'learning:delete'],
  ['/admin/learning', { intent: 'add-batch', programmeId: missing }, 'learning:update'],
  ['/admin/learning', { intent: 'update-batch', id: missing }, 'learning:update'],
  ['/admin/learning', { intent: 'delete-batch', id: missing }, 'learning:delete'],
  ['/admin/questionnaires', { intent: 'create' }, 'questionnaire:create'],
  ['/admin/questionnaires', { intent: 'update', id: missing, definition: '{}' }, 'questionnaire:update'],
  ['/admin/questionnaires', { intent: 'delete', id: missing }, 'questionnaire:delete'],
  ['/admin/questionnaires', { intent: 'attach', id: missing, target: 'stays', fillAt: 'checkout' }, 'questionnaire:update'],
  ['/admin/questionnaires', { intent: 'detach', id: missing }, 'questionnaire:update'],
  // An empty page's form is refused by its schema (400); there is no draft to discard (409), no such revision (404).
  ['/admin/content', { intent: 'save', key: 'home' }, 'content:update'],
  ['/admin/content', { intent: 'publish', key: 'home' }, 'content:update'],
  ['/admin/content', { intent: 'discard', key: 'home' }, 'content:update'],
  ['/admin/content', { intent: 'restore', key: 'home', revision: missing }, 'content:update'],
  // An upload without its file and alt text is refused by its schema (400); there is no such image (404).
  ['/admin/media', { intent: 'create' }, 'content:update'],
  ['/admin/media', { intent: 'delete', id: 'no-such-image' }, 'content:update'],
  // The cancellation policy's figures decide money: the owner's alone, whatever the intent.
  ['/admin/content', { intent: 'publish', key: 'policies' }, 'settings:update'],
  ['/admin/content', { intent: 'restore', key: 'policies', revision: missing }, 'settings:update'],
  ['/admin/staff', { intent: 'add' }, 'staff:manage'],
  ['/admin/staff', { intent: 'role', memberId: 'nobody', role: 'owner' }, 'staff:manage'],
  ['/admin/staff', { intent: 'deactivate', memberId: 'nobody' }, 'staff:manage'],
  ['/admin/staff', { intent: 'reactivate', memberId: 'nobody' }, 'staff:manage'],
  ['/admin/staff', { intent: 'reset', memberId: 'nobody' }, 'staff:manage'],
  ['/admin/staff', { intent: 'doctor', memberId: 'nobody', doctor: 'yes' }, 'staff:manage'],
  [`/admin/care/${missing}`, { intent: 'review', id: missing, review: 'call' }, 'health:review'],
  ['/admin/schedule', { intent: 'mark', id: missing, status: 'done' }, 'schedule:view'],
  ['/admin/schedule', { intent: 'cancel', id: missing }, 'schedule:manage'],
  ['/admin/schedule', { intent: 'move', id: missing, startsAt: '2026-12-20T10:00:00+05:30' }, 'schedule:manage'],
  [
    '/admin/schedule',
    { intent: 'create', serviceId: missing, startsAt: '2030-12-20T10:00:00+05:30', customerName: 'Asha', customerPhone: '+91 98765 43210' },
    'schedule:manage',
  ],
  // 'nobody' holds no Practitioner role: refused as such (400) once past the guard.
  [`/admin/guests/${guestId}`, { intent: 'practitioners', id: guestId, practitioner: 'nobody' }, 'guest:update'],
];

const roles: Who[] = ['owner', 'front-desk', 'editor', 'user'];

describe('back-office pages × roles', () => {
  it.each(pages.flatMap(([path, permission]) => roles.map((who) => [path, who, permission] as const)))(
    '%s as %s',
    async (path, who, permission) => {
      const response = await send(path, { cookie: cookies[who] });
      const html = await response.text();
      if (can(who, permission)) {
        expect(response.status, html.slice(0, 300)).toBe(200);
      } else {
        expect(response.status).toBe(403);
        expect(html).toContain(who === 'user' ? 'may not use the back-office' : 'This is not part of your role');
      }
    },
  );

  it.each(pages.map(([path]) => path))('%s signed out goes to the sign-in page and back', async (path) => {
    const response = await send(path);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/admin/login?redirectTo=${encodeURIComponent(path)}`);
  });
});

describe('back-office downloads × roles', () => {
  it.each([...downloads, invoice, careFile].flatMap(([path, permission]) => roles.map((who) => [path, who, permission] as const)))(
    '%s as %s',
    async (path, who, permission) => {
      const response = await send(path, { cookie: cookies[who] });
      // The invoice asked for does not exist: an allowed role is told so (404).
      const allowed = path === invoice[0] || path === careFile[0] ? 404 : 200;
      expect(response.status).toBe(can(who, permission) ? allowed : 403);
    },
  );

  it.each(downloads.map(([path]) => path))('%s signed out is 401', async (path) => {
    expect((await send(path)).status).toBe(401);
  });
});

describe('back-office actions × roles', () => {
  it.each(actions.flatMap(([path, form, permission]) => roles.map((who) => [path, form.intent!, who, form, permission] as const)))(
    '%s %s as %s',
    async (path, _intent, who, form, permission) => {
      const response = await send(`${path}.data`, { cookie: cookies[who], form });
      const text = await response.text();
      if (can(who, permission)) {
        // Past the guard: the action's own answer to an empty form or an unknown record (a refund of none: 409).
        expect([400, 404, 409], text.slice(0, 300)).toContain(response.status);
      } else {
        expect(response.status, text.slice(0, 300)).toBe(403);
        expect(text).toContain(who === 'user' ? 'may not use the back-office' : refusedText);
      }
    },
  );

  it('a practitioner may read the schedule but not book a session for a guest, nor open the New appointment dialog', async () => {
    clients += 1;
    const cookie = await signInAdmin(app, `192.0.2.${clients}`, {
      email: 'practitioner-permissions@example.org',
      password: 'practitioner password 1',
      name: 'Practitioner',
      role: 'practitioner',
    });
    const form = {
      intent: 'create',
      serviceId: missing,
      startsAt: '2030-12-20T10:00:00+05:30',
      customerName: 'Asha',
      customerPhone: '+91 98765 43210',
    };
    const answer = await send('/admin/schedule.data', { cookie, form });
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain(refusedText);
    const page = await send('/admin/schedule?new=1', { cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain('New appointment');
  });

  it.each(actions.map(([path, form]) => [path, form.intent!, form] as const))('%s %s signed out is 401', async (path, _intent, form) => {
    expect((await send(`${path}.data`, { form })).status).toBe(401);
  });
});
