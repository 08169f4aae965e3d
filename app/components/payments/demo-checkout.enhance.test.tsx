// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CHECKOUT_ID } from '#app/lib/checkout.ts';
import { formatRupees } from '#app/lib/money.ts';
import { $, mount, textOf } from '#tests/support/enhance-dom.tsx';
import { demoCheckoutMarkup as markup } from './demo-checkout.contract.ts';
import { chooseInDemo } from './demo-checkout.enhance.ts';
import { DemoCheckout } from './demo-checkout.tsx';

const dialog = () => $<HTMLDialogElement>(`#${DEMO_CHECKOUT_ID}`);

beforeEach(() => mount(<DemoCheckout />));

describe('the demo checkout', () => {
  it('shows the amount, and answers the guest’s choice once, closing itself', async () => {
    const choice = chooseInDemo(dialog(), 1_234_500);
    expect(dialog().open).toBe(true);
    expect([...dialog().querySelectorAll(markup.amount.selector)].map((cell) => textOf(cell))).toEqual([
      formatRupees(12_345),
      formatRupees(12_345),
    ]);
    expect(textOf($(markup.choice.is('pay'), dialog()))).toBe(`PAY ${formatRupees(12_345)}`);
    $(markup.choice.is('fail'), dialog()).click();
    await expect(choice).resolves.toBe('fail');
    expect(dialog().open).toBe(false);
  });

  it('Escape, or closing it any other way, counts as closing the checkout', async () => {
    const escaped = chooseInDemo(dialog(), 50_000);
    dialog().dispatchEvent(new Event('cancel', { cancelable: true }));
    await expect(escaped).resolves.toBe('dismiss');
    const closed = chooseInDemo(dialog(), 50_000);
    dialog().close();
    await expect(closed).resolves.toBe('dismiss');
  });

  it('a second opening answers only its own choice', async () => {
    const first = chooseInDemo(dialog(), 50_000);
    $(markup.choice.is('pay'), dialog()).click();
    await expect(first).resolves.toBe('pay');
    const second = chooseInDemo(dialog(), 50_000);
    $(markup.choice.is('dismiss'), dialog()).click();
    await expect(second).resolves.toBe('dismiss');
  });
});
