// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { booleanAttribute, dataFlag, numberAttribute, textAttribute } from './data-attribute.ts';

describe('data attributes', () => {
  it('give the markup its attribute and the script its selectors, reading back what was written', () => {
    const summary = textAttribute('data-summary', ['title', 'price'] as const);
    expect(summary.props('price')).toEqual({ 'data-summary': 'price' });
    expect(summary.selector).toBe('[data-summary]');
    expect(summary.is('title')).toBe('[data-summary="title"]');
    document.body.innerHTML = '<dd data-summary="price"></dd><dd data-summary="title"></dd>';
    expect(summary.read(document.querySelector(summary.is('title'))!)).toBe('title');

    const close = numberAttribute('data-close-after-ms');
    const element = document.createElement('dialog');
    expect(close.read(element)).toBeUndefined();
    close.write(element, 2000);
    expect(element.getAttribute('data-close-after-ms')).toBe('2000');
    expect(close.read(element)).toBe(2000);

    const expanded = booleanAttribute('data-expanded');
    expanded.write(element, true);
    expect(element.matches('[data-expanded="true"]')).toBe(true);
    expect(expanded.read(element)).toBe(true);
    expanded.write(element, false);
    expect(expanded.read(element)).toBe(false);
  });

  it('quote a value in a selector, whatever it holds', () => {
    const slot = textAttribute('data-slot');
    document.body.innerHTML = '<button data-slot="7:00 AM"></button>';
    expect(document.querySelectorAll(slot.is('7:00 AM'))).toHaveLength(1);
    expect(slot.is('say "when" \\')).toBe('[data-slot="say \\"when\\" \\\\"]');
  });

  it('flags are present or absent', () => {
    const card = dataFlag('data-event-card');
    expect(card.props()).toEqual({ 'data-event-card': '' });
    expect(card.props(false)).toEqual({});
    const element = document.createElement('article');
    expect(card.on(element)).toBe(false);
    card.set(element, true);
    expect(element.matches(card.selector)).toBe(true);
  });
});

// The enhance scripts and the components meet only through the contracts: a data-* name spelled in a
// script, or an attribute of a contract written out by hand in markup, would be two spellings again.
describe('the enhance contracts', () => {
  const root = join(import.meta.dirname, '..');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  const all = files(root).filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('+types'));
  const code = (file: string) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const contracts = all.filter((file) => file.endsWith('.contract.ts'));
  const declared = new Set(contracts.flatMap((file) => [...code(file).matchAll(/'(data-[a-z-]+)'/g)].map((match) => match[1]!)));

  it('declare the attributes the scripts use', () => {
    expect(contracts.length).toBeGreaterThan(10);
    for (const name of ['data-event-card', 'data-summary', 'data-checkout-dialog', 'data-lightbox', 'data-enhance', 'data-hydrated'])
      expect(declared).toContain(name);
  });

  it('scripts spell no data-* name of their own', () => {
    const scripts = all.filter(
      (file) => (file.endsWith('.enhance.ts') || file.includes(`${join('app', 'enhance')}/`)) && !file.endsWith('.contract.ts'),
    );
    expect(scripts.length).toBeGreaterThan(15);
    const spelled = scripts.flatMap((file) =>
      [...code(file).matchAll(/["'`[]data-[a-z-]+|\.dataset\b/g)].map((match) => `${relative(root, file)}: ${match[0]}`),
    );
    expect(spelled).toEqual([]);
  });

  it('markup writes no contract attribute by hand', () => {
    const markup = all.filter((file) => file.endsWith('.tsx'));
    const byHand = markup.flatMap((file) =>
      [...code(file).matchAll(/\s(data-[a-z-]+)[=\s/>]/g)]
        .filter((match) => declared.has(match[1]!))
        .map((match) => `${relative(root, file)}: ${match[1]}`),
    );
    expect(byHand).toEqual([]);
  });
});
