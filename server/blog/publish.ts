/**
 * Every save of a published post stamps published_at with the moment of that save; a draft has
 * none. Only the server calls this, so no browser's clock or form decides when a post was published.
 */
export function publishedAtFor(published: boolean, now: Date = new Date()): Date | null {
  return published ? now : null;
}
