import { controlled } from '#app/enhance/dom.ts';

// ARIA tabs (About): every panel is rendered; selecting a tab shows its panel and hides the others.

function select(tab: HTMLElement): void {
  const list = tab.closest('[role="tablist"]');
  if (!list) return;
  for (const other of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    controlled(other)?.toggleAttribute('hidden', !selected);
  }
}

const MOVES: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function enhanceTabs(): void {
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
    if (tab) select(tab);
  });
  document.addEventListener('keydown', (event) => {
    const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
    const tabs = tab && [...(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    if (!tab || !tabs) return;
    const index = tabs.indexOf(tab);
    let next: number | undefined;
    if (event.key in MOVES) next = (index + MOVES[event.key]! + tabs.length) % tabs.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    select(tabs[next]!);
    tabs[next]!.focus();
  });
}
