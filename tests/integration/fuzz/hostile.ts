import fc from 'fast-check';

// What an attacker, a broken client or a confused person may send in place of a form value.

/** Markup that must never reach a page as markup; the render checks look for these exact strings. */
export const MARKUP = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "'><iframe src=javascript:alert(1)>",
  '</textarea><script>alert(1)</script>',
  '<a href="javascript:alert(1)">x</a>',
] as const;

const SQL = ["' OR 1=1 --", "'; DROP TABLE bookings; --", '1; SELECT pg_sleep(5)', '" OR ""="', "admin'--", '%', '_', '\\'];
const UNICODE = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '\u202Egnp.exe',
  '\u200B\u200D\uFEFF',
  'e\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦',
  '𝕳𝖊𝖑𝖑𝖔',
  'योग और ध्यान',
  'مرحبا',
  '\u00A0\u2028\u2029',
  '\r\n\t\v\f',
  'Ω≈ç√∫',
];
const TYPES = [
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e400',
  '0x10',
  '9007199254740993',
  'true',
  '[]',
  '{}',
  '[object Object]',
  ' ',
];
const SHAPES = [
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '2026-13-01',
  '../../etc/passwd',
  '{{7*7}}',
  '${7*7}',
  '%00',
  '%s%n',
  'a@b',
  '@',
  'a@b.c',
];

/** 100 KB and more: far over every limit, and the same character repeated (cheap to generate). */
const oversized = fc
  .constantFrom(100_000, 150_000)
  .chain((size) => fc.constantFrom('x', 'é', '<', '😀', '\u0000').map((char) => char.repeat(size)));

const known = fc.constantFrom(...MARKUP, ...SQL, ...UNICODE, ...TYPES, ...SHAPES);

/** One hostile text value: known payloads, random Unicode of every kind, numbers, and mixtures of them. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: known, weight: 4 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 300 }), weight: 1 },
  { arbitrary: fc.oneof(fc.integer(), fc.double()).map(String), weight: 1 },
  { arbitrary: fc.tuple(known, fc.string({ unit: 'grapheme', maxLength: 10 }), known).map((parts) => parts.join('')), weight: 2 },
  // Ordinary text with one character no database column can hold hidden inside.
  {
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\uD800', '\uDFFF'), fc.string({ maxLength: 10 }))
      .map((parts) => parts.join('')),
    weight: 1,
  },
  { arbitrary: oversized, weight: 1 },
);

/** A JSON value of the wrong type where a string, a number or an object was expected. */
export const wrongJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 6 },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileText, { maxKeys: 3 }),
  fc.constantFrom(JSON.parse('{"__proto__":{"admin":true}}') as unknown, { constructor: { prototype: { polluted: true } } }),
);

export type FormValue = string | string[] | File;
export type Form = Record<string, FormValue>;

/** Random bytes posing as an image, or nothing at all. */
export const fakeFile: fc.Arbitrary<File> = fc
  .record({
    bytes: fc.uint8Array({ maxLength: 2048 }),
    name: fc.oneof(
      fc.constantFrom('photo.jpg', '../../evil.png', 'x.svg', '', 'a\u0000.png', '<b>.webp'),
      hostileText.map((text) => text.slice(0, 100)),
    ),
    type: fc.constantFrom('image/jpeg', 'image/png', 'image/svg+xml', 'application/pdf', 'text/html', ''),
  })
  .map(({ bytes, name, type }) => new File([bytes], name, { type }));

/**
 * A form built from a valid one: each field kept, replaced by hostile text, dropped or repeated, plus
 * unknown fields. Keeping most fields valid lets the other values reach the rules behind the schema.
 */
export function hostileForm(valid: Form, options: { files?: string[]; images?: File[] } = {}): fc.Arbitrary<Form> {
  // Now and then a real image among the random bytes, so that an upload is stored as well as refused.
  const file = options.images?.length
    ? fc.oneof({ arbitrary: fakeFile, weight: 4 }, { arbitrary: fc.constantFrom(...options.images), weight: 1 })
    : fakeFile;
  const fields = Object.entries(valid).map(([name, value]) => {
    // Most fields stay valid, so that a form with one bad value is common: that value then meets the rules behind the schema.
    const replaced: fc.WeightedArbitrary<FormValue | undefined>[] = [
      { arbitrary: fc.constant(value), weight: 6 },
      { arbitrary: hostileText, weight: 2 },
      { arbitrary: fc.constant(undefined), weight: 1 },
      {
        arbitrary: fc.array(fc.oneof(fc.constant(typeof value === 'string' ? value : 'x'), hostileText), { minLength: 2, maxLength: 3 }),
        weight: 1,
      },
    ];
    if (options.files?.includes(name)) replaced.push({ arbitrary: file, weight: 2 });
    return fc.oneof(...replaced).map((chosen) => [name, chosen] as const);
  });
  const extra = fc.dictionary(
    fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('id', 'status', 'price', 'paymentId', 'role', '__proto__', 'intent')),
    hostileText,
    {
      maxKeys: 2,
    },
  );
  const many = fc.tuple(fc.tuple(...fields), extra).map(([chosen, more]) => {
    // No prototype, so that a field called __proto__ is a field like any other.
    const form: Form = Object.create(null) as Form;
    for (const [name, value] of chosen) if (value !== undefined) form[name] = value;
    for (const [name, value] of Object.entries(more)) if (!(name in form)) form[name] = value;
    return form;
  });
  // Exactly one field bad and the rest valid: the case that reaches furthest into the action.
  const one = fc
    .constantFrom(...Object.keys(valid))
    .chain((name) =>
      fc
        .oneof(hostileText, ...(options.files?.includes(name) ? [file] : []))
        .map((value) => Object.assign(Object.create(null) as Form, valid, { [name]: value })),
    );
  return fc.oneof(many, one);
}

/** How a form travels: as browsers send it, as JSON or plain text where a form was expected, or garbled. */
export type Encoding = 'urlencoded' | 'multipart' | 'json' | 'text' | 'no-type' | 'bad-multipart' | 'empty';

export const encoding: fc.Arbitrary<Encoding> = fc.oneof(
  { arbitrary: fc.constant('urlencoded' as const), weight: 6 },
  { arbitrary: fc.constant('multipart' as const), weight: 3 },
  { arbitrary: fc.constantFrom('json', 'text', 'no-type', 'bad-multipart', 'empty') as fc.Arbitrary<Encoding>, weight: 2 },
);

export interface EncodedBody {
  body?: BodyInit;
  contentType?: string;
}

/** The form as the chosen encoding puts it on the wire. */
export function encodeForm(form: Form, how: Encoding): EncodedBody {
  const entries = Object.entries(form).flatMap(([name, value]) =>
    Array.isArray(value) ? value.map((item) => [name, item] as const) : [[name, value] as const],
  );
  const asText = (value: string | File) => (typeof value === 'string' ? value : value.name);
  switch (how) {
    case 'urlencoded':
      return { body: new URLSearchParams(entries.map(([name, value]) => [name, asText(value)])) };
    case 'multipart': {
      const data = new FormData();
      for (const [name, value] of entries) data.append(name, value);
      return { body: data };
    }
    case 'json':
      return {
        body: JSON.stringify(Object.fromEntries(entries.map(([name, value]) => [name, asText(value)]))),
        contentType: 'application/json',
      };
    case 'text':
      return { body: entries.map(([name, value]) => `${name}=${asText(value)}`).join('\n'), contentType: 'text/plain' };
    case 'no-type':
      return { body: new TextEncoder().encode(new URLSearchParams(entries.map(([name, value]) => [name, asText(value)])).toString()) };
    case 'bad-multipart':
      return {
        body: `--x\r\nContent-Disposition: form-data; name="${entries[0]?.[0] ?? 'a'}"\r\n\r\n`,
        contentType: 'multipart/form-data; boundary=y',
      };
    case 'empty':
      return { body: '', contentType: 'application/x-www-form-urlencoded' };
  }
}

/** A JSON body built from a valid one: values swapped for wrong types, keys dropped or added. */
export function hostileJson(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const entries = Object.entries(valid).map(([key, value]) => {
    const nested =
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? [{ arbitrary: hostileJson(value as Record<string, unknown>), weight: 2 }]
        : [];
    return fc
      .oneof(
        { arbitrary: fc.constant(value), weight: 6 },
        { arbitrary: wrongJson, weight: 2 },
        { arbitrary: fc.constant(undefined), weight: 1 },
        ...nested,
      )
      .map((chosen) => [key, chosen] as const);
  });
  const whole = fc
    .tuple(fc.tuple(...entries), fc.dictionary(fc.string({ maxLength: 10 }), wrongJson, { maxKeys: 2 }))
    .map(([chosen, extra]) => {
      const body = Object.assign(Object.create(null) as Record<string, unknown>, extra);
      for (const [key, value] of chosen) if (value !== undefined) body[key] = value;
      return body;
    });
  const keys = Object.keys(valid);
  if (keys.length === 0) return fc.oneof(whole, wrongJson);
  const one = fc
    .constantFrom(...keys)
    .chain((key) => wrongJson.map((value) => Object.assign(Object.create(null) as Record<string, unknown>, valid, { [key]: value })));
  return fc.oneof({ arbitrary: whole, weight: 4 }, { arbitrary: one, weight: 4 }, { arbitrary: wrongJson, weight: 1 });
}

/** JSON nested thousands deep in a few kilobytes, deeper than a recursive reader's call stack (kept as text: fast-check itself recurses). */
export const deepJson: fc.Arbitrary<string> = fc
  .record({ depth: fc.constantFrom(1000, 5000), open: fc.constantFrom('[', '{"a":'), inner: fc.constantFrom('"x"', '"\\u0000"', '1') })
  .map(({ depth, open, inner }) => `${open.repeat(depth)}${inner}${(open === '[' ? ']' : '}').repeat(depth)}`);

/** A JSON request body: the valid one bent by hostileJson, or very deep nesting. */
export function jsonBody(valid: Record<string, unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: hostileJson(valid).map((body) => JSON.stringify(body) ?? ''), weight: 15 },
    { arbitrary: deepJson, weight: 1 },
  );
}
