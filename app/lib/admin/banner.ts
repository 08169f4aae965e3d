import type { BannerMessage } from '#app/components/admin/status-banner.tsx';

// What the Events and Classes screens' actions answer, and how a banner is made.

export interface CatalogActionData {
  banner: BannerMessage;
  /** Set after a create or update: the form has done its job and closes. */
  saved?: boolean;
  /** The id of a record just deleted: an open edit form of it closes. */
  deleted?: string;
}

export function banner(tone: BannerMessage['tone'], text: string, options: { sticky?: boolean } = {}): BannerMessage {
  return options.sticky ? { tone, text, id: crypto.randomUUID(), sticky: true } : { tone, text, id: crypto.randomUUID() };
}
