import { BOOKING_MESSAGES, type BookingReply } from '#app/lib/booking-reply.ts';
import { replyMarkup, type Tone } from './reply-templates.contract.ts';

// Answers shown without a new page, in the look of the templates that reply-templates.tsx puts in each dialog.

export type { Tone };

/** A copy of the root's template (the site's banner or field message) with `text` in it. */
export function fromTemplate(root: ParentNode, selector: string, text: string): HTMLElement | null {
  const template = root.querySelector<HTMLTemplateElement>(selector);
  const element = template?.content.firstElementChild?.cloneNode(true);
  if (!(element instanceof HTMLElement)) return null;
  element.textContent = text;
  return element;
}

export function clearBanner(root: ParentNode): void {
  root.querySelector(replyMarkup.region.selector)?.replaceChildren();
}

/** Shows `text` as the root's one answer, replacing any earlier one. */
export function showBanner(root: ParentNode, tone: Tone, text: string): void {
  const banner = fromTemplate(root, `template${replyMarkup.template.is(tone)}`, text);
  root.querySelector(replyMarkup.region.selector)?.replaceChildren(...(banner ? [banner] : []));
}

/** Posts a booking form to its JSON endpoint; anything but a readable reply is the form's failure message. */
export async function postForReply(url: string, body: FormData): Promise<{ reply: BookingReply; status: number }> {
  try {
    const response = await fetch(url, { method: 'POST', body, headers: { Accept: 'application/json' } });
    const answer = (await response.json()) as Partial<BookingReply>;
    const reply = typeof answer.message === 'string' ? (answer as BookingReply) : { ok: false as const, message: BOOKING_MESSAGES.failure };
    return { reply, status: response.status };
  } catch {
    return { reply: { ok: false, message: BOOKING_MESSAGES.failure }, status: 0 };
  }
}
