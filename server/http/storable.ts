import type { RequestHandler } from 'express';

// PostgreSQL refuses NUL in text and jsonb, and lone UTF-16 halves in jsonb (text would silently keep
// U+FFFD instead). No form field has a use for either, so requests carrying them are refused where
// they are read, before any rule or query sees them, rather than failing in the database.

export const UNSTORABLE_TEXT = 'The request contains a character that cannot be stored (such as NUL). Please remove it and try again.';

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}

/** Whether any string of a parsed JSON value, keys included, cannot be stored. */
export function jsonHasUnstorableText(value: unknown): boolean {
  // A loop, not recursion: a small body can nest thousands deep ([[[[…), more than the call stack holds.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!isStorableText(item)) return true;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, nested] of Object.entries(item)) {
        if (!isStorableText(key)) return true;
        pending.push(nested);
      }
    }
  }
  return false;
}

/** Whether any field name or text value of a form cannot be stored (file contents are bytes, not text). */
export function formHasUnstorableText(form: FormData): boolean {
  for (const [name, value] of form) {
    if (!isStorableText(name) || (typeof value === 'string' && !isStorableText(value))) return true;
  }
  return false;
}

/**
 * Addresses with an escaped NUL (%00) in the path or query: refused with a 400 before any loader
 * looks a value up in the database with it (addresses cannot carry lone UTF-16 halves).
 */
export const refuseUnstorableAddress: RequestHandler = (req, _res, next) => {
  if (req.originalUrl.includes('%00')) return next(Object.assign(new Error('The address contains an escaped NUL (%00).'), { status: 400 }));
  next();
};
