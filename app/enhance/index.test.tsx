// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutDialogMarkup } from '#app/components/payments/checkout-dialog.contract.ts';
import { RetreatBookingDialog } from '#app/components/payments/retreat-booking-dialog.tsx';
import { statsBandMarkup } from '#app/components/site/stats-band.contract.ts';
import { StatsCounters } from '#app/components/site/stats-band.tsx';
import { firstPolicyFigures, policyMessages } from '#app/content/cancellation-policy.ts';
import { stats } from '#app/content/stats.ts';
import { RETREAT_DIALOG_ID } from '#app/lib/checkout.ts';
import { documentMarkup } from '#app/lib/document.contract.ts';
import { $, mount, settle, stubIntersection, stubReducedMotion, textOf } from '#tests/support/enhance-dom.tsx';

const figures = () => [...document.querySelectorAll(statsBandMarkup.target.selector)].map((figure) => textOf(figure));

afterEach(() => vi.unstubAllGlobals());

// The one script of every page: what it starts, and the mark that tells browser tests it is ready.
describe('the enhance entry', () => {
  it('starts the widgets on the page and those that appear later, loads the checkout where there is one, then marks the page ready', async () => {
    stubIntersection();
    stubReducedMotion(false);
    documentMarkup.client.write(document.documentElement, 'enhance');
    mount(
      <StatsCounters items={stats} />,
      <button type="button" {...checkoutDialogMarkup.opens.props(RETREAT_DIALOG_ID)}>
        BOOK
      </button>,
      <RetreatBookingDialog
        startDates={{ min: '2026-11-24', max: '2027-11-24' }}
        fullTermsFrom="2026-11-30"
        shortNoticeWarning={policyMessages(firstPolicyFigures).shortNoticeBeforePaying}
        siteName="Sukoon"
      />,
    );
    await import('./index.ts');
    // The checkout is a chunk of its own, imported only because this page has one.
    await vi.waitFor(() => expect(documentMarkup.hydrated.read(document.documentElement)).toBe(true));
    // Counters start from zero until seen.
    expect(figures().every((figure) => figure.startsWith('0'))).toBe(true);
    // The checkout's script came with it: BOOK opens its dialog.
    $(checkoutDialogMarkup.opens.selector).click();
    expect($<HTMLDialogElement>(`#${RETREAT_DIALOG_ID}`).open).toBe(true);
    // A band added later (a client-side navigation of a hydrated page) is started too.
    const later = document.createElement('div');
    later.innerHTML = renderToStaticMarkup(<StatsCounters items={[{ number: '12+', targetNumber: 12, label: 'Later' }]} />);
    document.body.append(later);
    await settle();
    expect(textOf($(statsBandMarkup.target.selector, later))).toBe('0+');
  });
});
