import { prefersReducedMotion, whenVisible } from '#app/enhance/dom.ts';
import { statsBandMarkup as markup } from './stats-band.contract.ts';

export const COUNTER_STEPS = 60;
export const COUNTER_STEP_MS = 1000 / 30;

/**
 * Counters that run once, from 0 to target in 60 steps of about 33.3 ms, the first time the band is
 * at least half visible. The server renders the final figures; reduced motion keeps them.
 */
export function enhanceCounters(list: HTMLElement): void {
  if (prefersReducedMotion()) return;
  const figures = [...list.querySelectorAll<HTMLElement>(markup.target.selector)].map((element) => {
    const final = markup.target.read(element) ?? '';
    return { element, final, target: Number.parseInt(final, 10) || 0, suffix: final.replace(/^\d+/, '') };
  });
  const render = (step: number) => {
    for (const figure of figures) {
      figure.element.textContent =
        step >= COUNTER_STEPS ? figure.final : `${Math.round((figure.target * step) / COUNTER_STEPS)}${figure.suffix}`;
    }
  };
  render(0);
  whenVisible(
    list,
    () => {
      let step = 0;
      const timer = setInterval(() => {
        step += 1;
        render(step);
        if (step >= COUNTER_STEPS) clearInterval(timer);
      }, COUNTER_STEP_MS);
    },
    0.5,
  );
}
