import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CARE_NEEDS_ACTION_MESSAGES } from '#app/lib/admin/care-view.ts';
import { ERASURE_MESSAGES } from '#app/lib/admin/erasure-messages.ts';
import { inRouter } from '#tests/support/enhance-dom.tsx';
import { DashboardCare } from './dashboard-care.tsx';
import { GuestErasure } from './guest-erasure.tsx';

// The profile's erasure notice and the owner's dashboard panel, as the server renders them.

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the erasure request as staff see it', () => {
  it('says when the guest asked, in the estate’s time, with the button that opens the confirmation', () => {
    const html = renderToStaticMarkup(
      inRouter(<GuestErasure guest={{ id: 'g1', name: 'Asha Rao' }} request={{ requestedAt: '2026-12-01T04:30:00.000Z' }} />),
    );
    expect(text(html)).toContain('Erasure requested on 1 Dec 2026, 10:00');
    expect(html).toContain(`${ERASURE_MESSAGES.confirm}…`);
    expect(html).toMatch(/<section aria-labelledby="guest-erasure-heading"/);
    // The dialog's content waits until it is opened.
    expect(html).not.toContain('action="/admin/guests/g1/erase"');
  });

  it('lists each guest waiting for their erasure on the dashboard, and a failing job with its error', () => {
    const html = renderToStaticMarkup(
      inRouter(
        <DashboardCare
          care={{
            erasures: [{ guestId: 'g1', name: 'Asha Rao', requestedAt: '2026-12-01T04:30:00.000Z' }],
            failures: [{ job: 'retention', error: 'relation does not exist', at: '2026-12-02T04:30:00.000Z' }],
          }}
        />,
      ),
    );
    expect(html).toContain('href="/admin/guests/g1"');
    expect(text(html)).toContain(`${CARE_NEEDS_ACTION_MESSAGES.erasure} : Asha Rao`);
    expect(text(html)).toContain(`${CARE_NEEDS_ACTION_MESSAGES.failed.retention} Last error: relation does not exist`);
  });
});
