import type { UIMatch } from 'react-router';

/**
 * A route whose page needs React in the browser (forms with dialogs, checkout, the back-office)
 * exports `handle = hydrate`. Every other page is served as HTML with one small script
 * (app/enhance), which keeps public pages light on phones (docs/decisions/0001-enhance-not-hydrate.md).
 */
export const hydrate = { hydrate: true } as const;

/** From the matches React renders (root.tsx), or the server's matched routes and their modules' handles (entry.server.tsx). */
export function needsHydration(matches: readonly Pick<UIMatch, 'handle'>[]): boolean {
  return matches.some((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === true);
}
