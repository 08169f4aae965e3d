import { formatRupees } from '#app/lib/money.ts';

export type DemoChoice = 'pay' | 'fail' | 'dismiss';

/**
 * Opens the demo checkout (components/payments/demo-checkout.tsx) over the booking dialog for
 * `amountPaise` and answers the guest's choice; Escape counts as closing it.
 */
export function chooseInDemo(dialog: HTMLDialogElement, amountPaise: number): Promise<DemoChoice> {
  for (const cell of dialog.querySelectorAll('[data-demo-amount]')) cell.textContent = formatRupees(amountPaise / 100);
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
        const button = (event.target as Element).closest<HTMLElement>('[data-demo-choice]');
        if (button) finish(button.dataset.demoChoice as DemoChoice);
      },
      { signal },
    );
    dialog.addEventListener('cancel', (event) => (event.preventDefault(), finish('dismiss')), { signal });
    dialog.addEventListener('close', () => finish('dismiss'), { signal });
    dialog.showModal();
  });
}
