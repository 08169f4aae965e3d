import { useEffect, useRef, useState } from 'react';
import type { StatisticItem } from '#app/content/types.ts';
import { useReducedMotion } from '#app/lib/use-reduced-motion.ts';

export const COUNTER_STEPS = 60;
export const COUNTER_STEP_MS = 1000 / 30;

/**
 * Counters that run once, from 0 to target in 60 steps of about 33.3 ms, the first time the band is
 * at least half visible (SPEC §1, §9). The server renders the final figures; reduced motion keeps them.
 */
export function StatsCounters({ items }: { items: readonly StatisticItem[] }) {
  const ref = useRef<HTMLDListElement>(null);
  const reducedMotion = useReducedMotion();
  const [step, setStep] = useState(COUNTER_STEPS);

  useEffect(() => {
    const element = ref.current;
    if (reducedMotion || !element) {
      setStep(COUNTER_STEPS);
      return;
    }
    setStep(0);
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        timer = setInterval(() => {
          setStep((value) => {
            if (value + 1 >= COUNTER_STEPS) clearInterval(timer);
            return Math.min(COUNTER_STEPS, value + 1);
          });
        }, COUNTER_STEP_MS);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, [reducedMotion]);

  return (
    <dl ref={ref} className="grid grid-cols-2 gap-6 sm:gap-10 lg:grid-cols-4">
      {items.map((item) => {
        const value = Math.round((item.targetNumber * step) / COUNTER_STEPS);
        const suffix = item.number.replace(/^\d+/, '');
        return (
          <div key={item.label} className="flex flex-col-reverse text-center">
            <dt className="eyebrow mt-2 text-sand-200">{item.label}</dt>
            <dd className="font-display text-5xl font-semibold text-gold-300 tabular-nums sm:text-6xl" data-target={item.number}>
              {step >= COUNTER_STEPS ? item.number : `${value}${suffix}`}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
