// The `data-*` attributes where a component's server markup and its enhance script meet, each named
// once in the component's `*.contract.ts`: the component spreads `props(value)`, the script reads
// `selector`, `is(value)`, `read` and `write`. No React and no DOM globals at import, so both sides
// (and the server) can load it.

type Named = `data-${string}`;

interface Codec<Value> {
  format(value: Value): string;
  parse(text: string): Value;
}

export interface DataAttribute<Name extends Named, Value> {
  readonly name: Name;
  /** `[data-…]`: every element that carries it, whatever its value. */
  readonly selector: `[${Name}]`;
  /** `[data-…="value"]`. */
  is(value: Value): string;
  /** The attribute for a JSX element: `<div {...attribute.props(value)} />`. */
  props(value: Value): Record<Name, string>;
  /** The element's value, or `undefined` when it carries none. */
  read(element: Element): Value | undefined;
  write(element: Element, value: Value): void;
  remove(element: Element): void;
}

/** A marker without a value (`data-event-card`): present or absent. */
export interface DataFlag<Name extends Named> {
  readonly name: Name;
  readonly selector: `[${Name}]`;
  props(on?: boolean): Partial<Record<Name, string>>;
  on(element: Element): boolean;
  set(element: Element, on: boolean): void;
}

const quoted = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

function attribute<Name extends Named, Value>(name: Name, codec: Codec<Value>): DataAttribute<Name, Value> {
  const selector = `[${name}]` as const;
  return {
    name,
    selector,
    is: (value) => `[${name}=${quoted(codec.format(value))}]`,
    props: (value) => ({ [name]: codec.format(value) }) as Record<Name, string>,
    read(element) {
      const text = element.getAttribute(name);
      return text === null ? undefined : codec.parse(text);
    },
    write: (element, value) => element.setAttribute(name, codec.format(value)),
    remove: (element) => element.removeAttribute(name),
  };
}

/**
 * A text value; with `values` (`['title', 'date'] as const`) only those words, which the component may
 * also list from the contract.
 */
export function textAttribute<const Name extends Named, const Values extends readonly string[] = readonly string[]>(
  name: Name,
  values?: Values,
): DataAttribute<Name, Values[number]> & { readonly values: Values } {
  const parsed = attribute<Name, Values[number]>(name, { format: (value) => value, parse: (text) => text as Values[number] });
  return { ...parsed, values: values ?? ([] as unknown as Values) };
}

/** A number (milliseconds, rupees, an index); an unreadable one is `NaN`. */
export function numberAttribute<const Name extends Named>(name: Name): DataAttribute<Name, number> {
  return attribute(name, { format: String, parse: Number });
}

/** `true` or `false`, written as words (CSS reads them: `group-data-[expanded=true]`). */
export function booleanAttribute<const Name extends Named>(name: Name): DataAttribute<Name, boolean> {
  return attribute(name, { format: String, parse: (text) => text === 'true' });
}

export function dataFlag<const Name extends Named>(name: Name): DataFlag<Name> {
  const selector = `[${name}]` as const;
  return {
    name,
    selector,
    props: (on = true) => (on ? ({ [name]: '' } as Record<Name, string>) : {}),
    on: (element) => element.hasAttribute(name),
    set: (element, on) => element.toggleAttribute(name, on),
  };
}
