import { formatRupees } from '#app/lib/money.ts';
import { demoCheckoutMarkup as markup, type DemoChoice } from './demo-checkout.contract.ts';

export type { DemoChoice };

/**
 * Opens the demo checkout (components/payments/demo-checkout.tsx) over the booking dialog for
 * `amountPaise` and answers the guest's choice; Escape counts as closing it.
 */
export function chooseInDemo(dialog: HTMLDialogElement, amountPaise: number): Promise<DemoChoice> {
  for (const cell of dialog.querySelectorAll(markup.amount.selector)) cell.textContent = formatRupees(amountPaise / 100);
  return new Promise((resolve) => {
    const controller = new AbortController();
    const finish = (choice: DemoChoice) => {
      controller.abort();
      if (dialog.open) dialog.close();
      resolve(choice);
    };
    const { signal } = controller;
    dialog.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element).closest(markup.choice.selector);
        const choice = button && markup.choice.read(button);
        if (choice) finish(choice);
      },
      { signal },
    );
    dialog.addEventListener('cancel', (event) => (event.preventDefault(), finish('dismiss')), { signal });
    dialog.addEventListener('close', () => finish('dismiss'), { signal });
    dialog.showModal();
  });
}
