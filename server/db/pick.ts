/**
 * The named properties of an object, each named once: a table's columns for a partial select, or the
 * fields a form declares out of an input that may carry more (the route passes the record's id too).
 */
export function pick<T extends object, const K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}
