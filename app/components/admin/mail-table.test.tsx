import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MAIL_MESSAGES, mailStateLabels } from '#app/lib/admin/mail-messages.ts';
import type { OutboxMailView } from '#app/lib/admin/mail-view.ts';
import { MailTable } from './mail-table.tsx';

function row(overrides: Partial<OutboxMailView>): OutboxMailView {
  return {
    id: '1f0e7f9e-2b9b-4c55-9a43-5f1f3f1d2a10',
    kind: 'booking-confirmed',
    to: 'asha@example.org',
    subject: 'Your Hatha session is confirmed',
    state: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2026-11-20T06:00:00.000Z',
    sentAt: '2026-11-20T06:00:05.000Z',
    nextAttemptAt: null,
    ...overrides,
  };
}

function render(rows: OutboxMailView[]) {
  const Stub = createRoutesStub([{ path: '/admin/mail', Component: () => <MailTable rows={rows} timeZone="Asia/Kolkata" /> }]);
  return renderToString(<Stub initialEntries={['/admin/mail']} />);
}

// The browser suite's outbox is empty until messages are queued by bookings, so the rows are checked here.
describe('MailTable', () => {
  it('offers Retry now on failed and queued mail only, with what went wrong and when it is tried next', () => {
    const html = render([
      row({
        id: 'a0000000-0000-4000-8000-000000000001',
        state: 'failed',
        attempts: 6,
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
        sentAt: null,
      }),
      row({
        id: 'a0000000-0000-4000-8000-000000000002',
        state: 'queued',
        attempts: 2,
        sentAt: null,
        nextAttemptAt: '2026-11-20T06:15:00.000Z',
      }),
      row({ id: 'a0000000-0000-4000-8000-000000000003' }),
    ]);
    expect(html.match(new RegExp(`>${MAIL_MESSAGES.retry}<`, 'g'))).toHaveLength(2);
    expect(html).toContain('value="a0000000-0000-4000-8000-000000000001"');
    expect(html).toContain('value="a0000000-0000-4000-8000-000000000002"');
    expect(html).not.toContain('value="a0000000-0000-4000-8000-000000000003"');
    expect(html).toContain('connect ECONNREFUSED 127.0.0.1:25');
    // Estate time: 06:15 UTC is 11:45 in India.
    expect(html).toContain('Next try <time dateTime="2026-11-20T06:15:00.000Z">20 Nov 2026, 11:45</time>');
    for (const label of Object.values(mailStateLabels)) expect(html).toContain(`>${label}<`);
    expect(html).toContain('6<!-- --> <!-- -->attempts');
    expect(html).toContain('Sent <time dateTime="2026-11-20T06:00:05.000Z">20 Nov 2026, 11:30</time>');
  });

  it('shows a subject and an address as text, whatever they contain', () => {
    const html = render([row({ subject: '<img src=x onerror=alert(1)>', to: '"<b>"@example.org' })]);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<b>');
  });
});
