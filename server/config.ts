import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { demoContact } from '#app/content/editable/contact.ts';
import { paymentProviders } from '#app/lib/enums.ts';
import { isValidGstin } from '#app/lib/gstin.ts';
import { gstStateCode, INDIAN_STATE_NAMES } from '#app/lib/indian-states.ts';

/** A GST rate in percent: notified rates are whole or half percents (0, 5, 12, 18, 28, 0.25…). */
function gstRate(fallback: number) {
  return z.coerce.number().min(0).max(28).multipleOf(0.25, 'must be a rate in percent such as 5, 12 or 18').default(fallback);
}

/** A SAC (services accounting code): six digits starting 99. */
function sacCode(fallback: string) {
  return z
    .string()
    .regex(/^99\d{4}$/, 'must be a six-digit SAC starting with 99')
    .default(fallback);
}

/** An optional setting where an empty value (`KEY=` in an env file) means unset. */
function optionalText() {
  return z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined));
}

/** A key of AES-256: exactly 32 bytes, written in base64 (standard or URL-safe, padded or not). */
export function isHealthKey(text: string): boolean {
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return false;
  return Buffer.from(text, 'base64').length === 32;
}

/** An IP address or a CIDR range of them (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  // A zone id (fe80::1%eth0) names an interface of this machine, not a proxy.
  if (!family || rest.length > 0 || address.includes('%')) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** A comma-separated list's entries, trimmed; `none` is the empty list. */
function entriesOrNone(list: string): string[] {
  if (list.trim().toLowerCase() === 'none') return [];
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** An optional http(s) address, where an empty value means unset. */
function optionalWebAddress() {
  return z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .optional()
    .or(z.literal('').transform(() => undefined));
}

// The one place that reads process.env: parsed once, failing fast with a readable list.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Processes serving requests on the one port (server/processes.ts): one per core suits PostgreSQL.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  // Where guests reach the site; http://localhost:<PORT> when unset, so links match a changed PORT.
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SITE_NAME: z.string().min(1).default('Sukoon Healing Estate'),
  // The contact details and social links are the owner's content (Site content, Contact details): these
  // give a new database its first content, and the demo estate's details (app/content/editable/contact.ts)
  // stand in for any unset. CONTACT_EMAIL is also the mails' sender and staff's address unless
  // MAIL_FROM and STAFF_EMAIL say otherwise, and ESTATE_ADDRESS the invoices' unless GST_ADDRESS does.
  CONTACT_EMAIL: z.email().default(demoContact.email),
  CONTACT_PHONE: z.string().min(5).default(demoContact.phone),
  ESTATE_ADDRESS: z.string().trim().min(5, "must be the estate's postal address").default(demoContact.address),
  // A link that opens the estate on a map; a map search of the address when unset.
  MAP_URL: optionalWebAddress(),
  // The footer's social links: each icon shows only when its address is set.
  INSTAGRAM_URL: optionalWebAddress(),
  FACEBOOK_URL: optionalWebAddress(),
  YOUTUBE_URL: optionalWebAddress(),
  // A WhatsApp chat link on the contact page when set: the number in international form ('+91 98765 43210').
  WHATSAPP_NUMBER: z
    .string()
    .transform((text) => text.replace(/[\s().-]/g, ''))
    .pipe(z.string().regex(/^(\+\d{8,15})?$/, 'must be a phone number in international form, such as +91 98765 43210'))
    .optional()
    .transform((number) => number || undefined),
  TIME_ZONE: z
    .string()
    .default('Asia/Kolkata')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Asia/Kolkata'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: z.enum(['auto', 'never']).default('auto'),
  BOOKING_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  // How far ahead a stay may check in or the retreat start (app/lib/booking-window.ts).
  BOOKING_HORIZON_MONTHS: z.coerce.number().int().min(1).max(120).default(18),
  // How long an unpaid checkout holds its rooms (server/rooms): as long as the checkout itself stays open.
  ROOM_HOLD_MINUTES: z.coerce.number().int().min(5).max(120).default(15),
  // How long an online class's checkout holds its seat (server/bookings/online-event.ts). Fractions are allowed so
  // that the browser tests can watch an abandoned hold lapse in seconds; production keeps whole minutes.
  EVENT_HOLD_MINUTES: z.coerce.number().min(0.1).max(120).default(15),
  // How long a reservation a guest makes without paying (a class paid at the estate, the retreat's SUBMIT
  // BOOKING) holds its seat or rooms until the guest follows the link mailed to them; then it lapses.
  // Fractions, as above, only so that browser tests can watch one lapse.
  UNCONFIRMED_HOLD_MINUTES: z.coerce.number().min(0.1).max(1440).default(30),
  // How many such reservations, still waiting for their link, one e-mail address and one client may hold at once.
  UNCONFIRMED_HOLD_LIMIT: z.coerce.number().int().min(1).default(3),
  // The most rooms × nights one stay checkout may hold: the longest stay (30 nights) in two rooms fits.
  MAX_ONLINE_ROOM_NIGHTS: z.coerce.number().int().min(1).max(10_000).default(60),
  // How long one rendering of a public page serves every visitor (server/http/page-cache.ts); 0 renders each time.
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(5_000).optional(),
  // The proxies whose X-Forwarded-For is believed (server/app.ts): addresses or CIDR ranges, comma-separated;
  // empty or `none` when clients reach the app directly. Loopback, where the documented reverse proxy runs.
  TRUST_PROXY: z
    .string()
    .default('127.0.0.1,::1')
    .transform(entriesOrNone)
    .refine((entries) => entries.every(isAddressOrRange), 'must be IP addresses or CIDR ranges, comma-separated, or none'),
  // Payments. Razorpay is active when both keys are set; otherwise the demo
  // provider, which production refuses unless PAYMENTS=demo says it is meant.
  RAZORPAY_KEY_ID: optionalText(),
  RAZORPAY_KEY_SECRET: optionalText(),
  RAZORPAY_WEBHOOK_SECRET: optionalText(),
  // Lets tests and staging point the live provider's code at a local fake.
  RAZORPAY_API_BASE: z.url().default('https://api.razorpay.com'),
  PAYMENTS: z
    .enum(paymentProviders)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DEMO_PAYMENT_SECRET: optionalText(),
  // Mail: SMTP when SMTP_URL is set (smtp://user:pass@host:587 or smtps://…), otherwise .eml files under DATA_DIR/mail.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z
    .string()
    .min(3)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  STAFF_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Back-office sign-in. AUTH_SECRET signs sessions; production refuses to start without it.
  AUTH_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  AUTH_SIGN_IN_LIMIT: z.coerce.number().int().min(1).default(5),
  // Guests' health answers and files are encrypted with this key (server/health/crypto.ts): 32 random bytes
  // in base64. Production refuses to start without it; elsewhere a key is made once and kept in the database.
  HEALTH_DATA_KEY: z
    .string()
    .trim()
    .refine(isHealthKey, 'must be 32 random bytes in base64 (openssl rand -base64 32)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z
    .string()
    .min(10, 'must be at least 10 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Uploaded images: on disk under DATA_DIR/uploads, or in an S3-compatible bucket when all five are set.
  S3_BUCKET: optionalText(),
  S3_ENDPOINT: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: optionalText(),
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
  S3_PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // GST invoices (server/invoices). Without GSTIN every payment gets a numbered receipt with no
  // tax lines. Rates and SAC codes change by notification, so they are settings, per kind of supply; the
  // defaults are the rates in force since 22 September 2025 (GST 2.0): hotel accommodation of at most
  // Rs 7,500 per unit per day 5 % (SAC 996311), physical well-being services such as yoga 5 % (SAC 999723).
  GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isValidGstin, 'must be a 15-character GSTIN such as 27AAPFU0939F1ZV (its check character included)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  GST_LEGAL_NAME: optionalText(),
  GST_ADDRESS: optionalText(),
  GST_STATE: z
    .enum(INDIAN_STATE_NAMES, { error: 'must be a state or union territory as India spells it, such as Maharashtra' })
    .default('Maharashtra'),
  INVOICE_PREFIX: z
    .string()
    // At most 4, so that a credit note's number (prefix, C, year, 4 digits) keeps to GST's 16 characters.
    .regex(/^[A-Z0-9]{1,4}$/, 'must be 1 to 4 capital letters or digits')
    .default('SKN'),
  PRICES_INCLUDE_GST: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
  // The accountant's choice, made once: a tax invoice for every payment, advances included (the default),
  // or a receipt voucher for each advance and the tax invoice for the whole supply at the final payment.
  GST_ADVANCES: z.enum(['tax-invoice', 'receipt-voucher'], { error: 'must be tax-invoice or receipt-voucher' }).default('tax-invoice'),
  GST_RATE_STAY: gstRate(5),
  SAC_STAY: sacCode('996311'),
  GST_RATE_RETREAT: gstRate(5),
  SAC_RETREAT: sacCode('999723'),
  GST_RATE_EVENT: gstRate(5),
  SAC_EVENT: sacCode('999723'),
  GST_RATE_TRAINING: gstRate(18),
  SAC_TRAINING: sacCode('999293'),
  GST_RATE_APPOINTMENT: gstRate(18),
  SAC_APPOINTMENT: sacCode('999723'),
});

const S3_REQUIRED = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export type Config = z.infer<typeof schema> & {
  dataDir: string;
  publicUrl: string;
  pageCacheMs: number;
  whatsappUrl: string | undefined;
};

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  const problems: string[] = [];
  if (parsed.NODE_ENV === 'production' && !parsed.AUTH_SECRET) problems.push('  AUTH_SECRET: required in production');
  if (parsed.NODE_ENV === 'production' && !parsed.HEALTH_DATA_KEY) problems.push('  HEALTH_DATA_KEY: required in production');
  if (Boolean(parsed.ADMIN_EMAIL) !== Boolean(parsed.ADMIN_PASSWORD)) problems.push('  ADMIN_EMAIL, ADMIN_PASSWORD: set both or neither');
  const s3Given = S3_REQUIRED.filter((key) => parsed[key]);
  if (s3Given.length > 0 && s3Given.length < S3_REQUIRED.length) {
    const missing = S3_REQUIRED.filter((key) => !parsed[key]);
    problems.push(`  ${missing.join(', ')}: required with ${s3Given.join(', ')} (S3 storage needs all five, or none for disk)`);
  }
  // A GSTIN opens with the code of the state it is registered in: the invoice's CGST/SGST split depends on it.
  if (parsed.GSTIN && parsed.GSTIN.slice(0, 2) !== gstStateCode(parsed.GST_STATE)) {
    problems.push(
      `  GSTIN: starts with ${parsed.GSTIN.slice(0, 2)}, but GST_STATE ${parsed.GST_STATE} has code ${gstStateCode(parsed.GST_STATE)}`,
    );
  }
  // PGlite is a folder of files that one process opens: several would each write their own copy of it.
  if (parsed.WEB_CONCURRENCY > 1 && !parsed.DATABASE_URL) problems.push('  WEB_CONCURRENCY: more than 1 process needs DATABASE_URL');
  if (parsed.S3_PUBLIC_URL && s3Given.length === 0) problems.push('  S3_PUBLIC_URL: only used with the five S3_ settings');
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    ...parsed,
    dataDir: path.resolve(parsed.DATA_DIR),
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    whatsappUrl: parsed.WHATSAPP_NUMBER ? `https://wa.me/${parsed.WHATSAPP_NUMBER.replace('+', '')}` : undefined,
    // Off outside production: tests and development see every change at once.
    pageCacheMs: parsed.PAGE_CACHE_MS ?? (parsed.NODE_ENV === 'production' ? 1_000 : 0),
  };
}

let current: Config | undefined;

export function config(): Config {
  current ??= parseConfig(process.env);
  return current;
}
