import { dataFlag, textAttribute } from '#app/lib/data-attribute.ts';

// Where demo-checkout.tsx and demo-checkout.enhance.ts meet.

export const demoCheckoutMarkup = {
  /** Every place the amount is shown. */
  amount: dataFlag('data-demo-amount'),
  choice: textAttribute('data-demo-choice', ['pay', 'fail', 'dismiss'] as const),
};

export type DemoChoice = (typeof demoCheckoutMarkup.choice.values)[number];
