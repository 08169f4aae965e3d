import type { Page } from '@playwright/test';

/** A form's fields by their labels: the text to type, or whether the box is ticked. */
export type LabelledValues = Record<string, string | boolean>;

/** Fills a form as a person does, field by field in the order given: text typed, boxes ticked or cleared. */
export async function fillByLabel(page: Page, values: LabelledValues): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = page.getByLabel(label);
    await (typeof value === 'boolean' ? field.setChecked(value) : field.fill(value));
  }
}
