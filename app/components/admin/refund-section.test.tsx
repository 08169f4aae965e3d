import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { needsActionLabels } from '#app/lib/admin/needs-action.ts';
import type { RefundPanelView } from '#app/lib/admin/refund-view.ts';
import { inAdminRouter, inRouter } from '#tests/support/enhance-dom.tsx';
import { DashboardNeedsAction } from './dashboard-needs-action.tsx';
import { RefundSection } from './refund-section.tsx';

// The booking details' refunds and the dashboard's Needs action list, as the server renders them.

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const panel = (left: string, leftRupees: string): RefundPanelView => ({
  paid: '₹10,000',
  left,
  leftRupees,
  suggestedRupees: '3750',
  creditRupees: leftRupees,
  policyNote: 'The cancellation policy gives ₹3,750 back, or ₹7,500 as credit.',
  due: null,
  formId: '7d3c4c5e-1111-4c1b-9a7e-2f1f1f1f1f1f',
  refunds: [
    {
      id: 'r1',
      state: 'processed',
      amount: '₹2,500',
      reason: 'Late check-in',
      reference: 'rfnd_ABC123',
      requestedBy: 'staff@example.org',
      requestedAt: '2026-11-20T05:00:00.000Z',
      processedAt: '2026-11-21T05:00:00.000Z',
      failureReason: null,
    },
    {
      id: 'r2',
      state: 'failed',
      amount: '₹1,000',
      reason: 'Breakfast',
      reference: null,
      requestedBy: 'guest',
      requestedAt: '2026-11-22T05:00:00.000Z',
      processedAt: null,
      failureReason: 'The payment has not been captured',
    },
  ],
});

describe('the refunds of a booking', () => {
  it("offers the Refund form with the policy's amount, up to what is left, labelled, with each refund and its state", () => {
    const html = renderToStaticMarkup(
      inAdminRouter(<RefundSection bookingId="b1" panel={panel('₹7,500', '7500')} guestName="Noor" />, ['booking:refund']),
    );
    const shown = text(html);
    expect(shown).toContain('Paid online: ₹10,000 · left to refund: ₹7,500');
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Amount \(₹\)<\/label><input[^>]*id="\1"[^>]*value="3750"/);
    expect(shown).toContain('The cancellation policy gives ₹3,750 back, or ₹7,500 as credit. Up to ₹7,500.');
    expect(shown).toContain('Credit instead');
    expect(html).toContain('name="formId" value="7d3c4c5e-1111-4c1b-9a7e-2f1f1f1f1f1f"');
    expect(shown).toContain('Reason');
    expect(shown).toContain('₹2,500 Processed rfnd_ABC123 Late check-in');
    expect(shown).toContain('₹1,000 Failed Breakfast By guest');
    expect(shown).toContain('The payment has not been captured');
  });

  it('offers no form once the payment is refunded in full', () => {
    const shown = text(
      renderToStaticMarkup(inAdminRouter(<RefundSection bookingId="b1" panel={panel('₹0', '0')} guestName="Noor" />, ['booking:refund'])),
    );
    expect(shown).not.toContain('Amount (₹)');
    expect(shown).toContain('left to refund: ₹0');
  });

  it('shows a role without refunds the history but no form', () => {
    const shown = text(
      renderToStaticMarkup(
        inAdminRouter(<RefundSection bookingId="b1" panel={panel('₹7,500', '7500')} guestName="Noor" />, ['booking:view']),
      ),
    );
    expect(shown).not.toContain('Amount (₹)');
    expect(shown).toContain('₹2,500 Processed rfnd_ABC123 Late check-in');
  });

  it('links each item needing action to its booking', () => {
    const html = renderToStaticMarkup(
      inRouter(
        <DashboardNeedsAction
          items={[
            {
              bookingId: 'b9',
              reference: 'SKN-AAAAAA',
              customerName: 'Noor',
              kind: 'refund-failed',
              amount: '₹1,000',
              at: '2026-11-22T05:00:00.000Z',
            },
          ]}
        />,
      ),
    );
    expect(html).toContain('href="/admin/bookings?view=b9"');
    expect(text(html)).toContain(`${needsActionLabels['refund-failed']} : booking SKN-AAAAAA`);
  });
});
