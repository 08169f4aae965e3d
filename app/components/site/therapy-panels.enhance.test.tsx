// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageImages } from '#app/content/images.ts';
import { therapies } from '#app/content/therapies.ts';
import { shippedPhoto } from '#app/lib/media-library.ts';
import { $, inRouter, mount } from '#tests/support/enhance-dom.tsx';
import { widgetMarkup } from '../ui/widget.contract.ts';
import { therapyPanelsMarkup as markup } from './therapy-panels.contract.ts';
import { enhancePanels } from './therapy-panels.enhance.ts';
import { TherapyPanels } from './therapy-panels.tsx';

const panels = therapies.map((therapy) => ({
  ...therapy,
  defaultImage: shippedPhoto(pageImages.therapies[therapy.id].defaultImage),
  activeImage: shippedPhoto(pageImages.therapies[therapy.id].activeImage),
}));
const list = () => $(widgetMarkup.enhance.is('panels'));
const items = () => [...list().querySelectorAll<HTMLElement>(':scope > li')];
const states = () => items().map((item) => markup.state.read(item) ?? '');

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(() => Promise.resolve());
  mount(inRouter(<TherapyPanels panels={panels} />));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('THERAPIES & PROGRAMS', () => {
  it('nothing reacts before the active images have loaded, after the page’s load and first paint', async () => {
    enhancePanels(list());
    items()[1]!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(states().every((state) => state === '')).toBe(true);
    expect(list().querySelectorAll(`template${markup.activeImage.selector}`)).toHaveLength(panels.length);
    expect(markup.ready.read(list())).toBe(false);
    await vi.advanceTimersByTimeAsync(3000);
    expect(list().querySelectorAll(`template${markup.activeImage.selector}`)).toHaveLength(0);
    expect([...list().querySelectorAll('img[loading="eager"]')]).toHaveLength(panels.length);
    expect(markup.ready.read(list())).toBe(true);
  });

  it('hovering or focusing a panel makes it active and dims the others; leaving clears them', async () => {
    enhancePanels(list());
    await vi.advanceTimersByTimeAsync(3000);
    items()[1]!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(states()).toEqual(items().map((_, index) => (index === 1 ? 'active' : 'dimmed')));
    list().dispatchEvent(new MouseEvent('mouseleave'));
    expect(states().every((state) => state === '')).toBe(true);
    $('a', items()[2]).focus();
    expect(states()).toEqual(items().map((_, index) => (index === 2 ? 'active' : 'dimmed')));
    $('a', items()[2]).blur();
    expect(states().every((state) => state === '')).toBe(true);
  });
});
