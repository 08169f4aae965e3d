// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stats } from '#app/content/stats.ts';
import { $, mount, stubIntersection, stubReducedMotion, textOf } from '#tests/support/enhance-dom.tsx';
import { widgetMarkup } from '../ui/widget.contract.ts';
import { statsBandMarkup as markup } from './stats-band.contract.ts';
import { COUNTER_STEP_MS, COUNTER_STEPS, enhanceCounters } from './stats-band.enhance.ts';
import { StatsCounters } from './stats-band.tsx';

const band = () => $(widgetMarkup.enhance.is('counters'));
const figures = () => [...document.querySelectorAll(markup.target.selector)].map((figure) => textOf(figure));
const finals = stats.map((item) => item.number);

beforeEach(() => {
  vi.useFakeTimers();
  mount(<StatsCounters items={stats} />);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the statistics band', () => {
  it('starts from zero and runs up to the figures once, the first time it is seen', () => {
    const screen = stubIntersection();
    stubReducedMotion(false);
    enhanceCounters(band());
    expect(figures()).toEqual(finals.map((final) => final.replace(/^\d+/, '0')));
    vi.advanceTimersByTime(COUNTER_STEPS * COUNTER_STEP_MS);
    expect(figures()).toEqual(finals.map((final) => final.replace(/^\d+/, '0')));
    screen.show(band());
    vi.advanceTimersByTime((COUNTER_STEPS / 2) * COUNTER_STEP_MS);
    const halfway = figures().map((figure) => Number.parseInt(figure, 10));
    stats.forEach((item, index) => {
      expect(halfway[index]).toBeGreaterThan(0);
      expect(halfway[index]).toBeLessThan(item.targetNumber);
    });
    vi.advanceTimersByTime((COUNTER_STEPS / 2 + 1) * COUNTER_STEP_MS);
    expect(figures()).toEqual(finals);
  });

  it('keeps the server’s figures for a visitor who prefers reduced motion', () => {
    stubIntersection();
    stubReducedMotion(true);
    enhanceCounters(band());
    expect(figures()).toEqual(finals);
  });
});
