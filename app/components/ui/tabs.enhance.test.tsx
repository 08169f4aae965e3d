// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AboutTabs } from '#app/components/site/about-tabs.tsx';
import { about } from '#app/content/about.ts';
import { aboutContent } from '#app/content/editable/about.ts';
import { $, inRouter, mount, press, textOf } from '#tests/support/enhance-dom.tsx';
import { enhanceTabs } from './tabs.enhance.ts';

const tabs = () => [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
const selected = () =>
  tabs()
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => textOf(tab));
const shownPanels = () =>
  [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((panel) => !panel.hidden).map((panel) => textOf($('h2', panel)));
const labels = about.tabs.map((tab) => tab.label);

beforeAll(() => enhanceTabs());
// The About page's tabs with their first content, which is app/content/about.ts's.
beforeEach(() => mount(inRouter(<AboutTabs tabs={aboutContent.first.tabs} />, '/about')));

describe('the About page’s tabs', () => {
  it('a pressed tab is selected and shows its panel alone', () => {
    expect(selected()).toEqual([labels[0]]);
    tabs()[2]!.click();
    expect(selected()).toEqual([labels[2]]);
    expect(shownPanels()).toEqual([about.tabs[2]!.heading]);
    expect(tabs().map((tab) => tab.tabIndex)).toEqual(labels.map((_, index) => (index === 2 ? 0 : -1)));
  });

  it('arrow keys, Home and End move between tabs, round at the ends, and take focus with them', () => {
    tabs()[0]!.focus();
    press(tabs()[0]!, 'ArrowLeft');
    expect(selected()).toEqual([labels.at(-1)]);
    expect(document.activeElement).toBe(tabs().at(-1));
    press(tabs().at(-1)!, 'ArrowRight');
    expect(selected()).toEqual([labels[0]]);
    press(tabs()[0]!, 'End');
    expect(shownPanels()).toEqual([about.tabs.at(-1)!.heading]);
    press(tabs().at(-1)!, 'Home');
    expect(document.activeElement).toBe(tabs()[0]);
    expect(shownPanels()).toEqual([about.tabs[0]!.heading]);
  });
});
