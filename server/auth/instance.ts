import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { db } from '../db/index.ts';
import { authAccount, authRateLimit, authSession, authUser, authVerification } from '../db/schema.ts';
import { logger } from '../logger.ts';
import { authSecret } from './secret.ts';

/** The header through which the app tells Better Auth the client's address; any value a browser sends is replaced. */
export const CLIENT_IP_HEADER = 'x-estate-client-ip';
export const AUTH_BASE_PATH = '/api/auth';
/** What the sign-in form says to a deactivated account. */
export const DEACTIVATED_MESSAGE = 'This account has been deactivated. Ask the estate’s owner to reactivate it.';
/** How long a back-office session lasts: a working day. */
export const SESSION_SECONDS = 60 * 60 * 12;

function createAuth(database: Database, secret: string) {
  const cfg = config();
  return betterAuth({
    appName: cfg.SITE_NAME,
    baseURL: cfg.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(database, {
      provider: 'pg',
      schema: { user: authUser, session: authSession, account: authAccount, verification: authVerification, rateLimit: authRateLimit },
    }),
    // Staff accounts are made by `npm run admin:create` or ADMIN_EMAIL; nobody signs up.
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 10 },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        deactivatedAt: { type: 'date', required: false, input: false },
      },
    },
    databaseHooks: {
      // Every sign-in makes a session: a deactivated account gets none, whatever the password.
      session: {
        create: {
          before: async (session) => {
            const [user] = await database
              .select({ deactivatedAt: authUser.deactivatedAt })
              .from(authUser)
              .where(eq(authUser.id, session.userId));
            if (user?.deactivatedAt) throw new APIError('FORBIDDEN', { message: DEACTIVATED_MESSAGE });
            // The sign-in form's session ends with the browser, and Better Auth then keeps it a whole day
            // whatever expiresIn says: no session outlives the configured length.
            const longest = new Date(Date.now() + SESSION_SECONDS * 1000);
            if (session.expiresAt > longest) return { data: { expiresAt: longest } };
            return undefined;
          },
        },
      },
    },
    session: { expiresIn: SESSION_SECONDS, updateAge: 60 * 60 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: { '/sign-in/email': { window: 60, max: cfg.AUTH_SIGN_IN_LIMIT } },
    },
    advanced: {
      // forAuth sends the subject our own limits count (server/http/rate-limit-subject.ts): an IPv6 client by its /64.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: 64 },
      useSecureCookies: cfg.publicUrl.startsWith('https://'),
      cookiePrefix: 'estate',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    // Into the app's own structured log, with the request ids, instead of the console.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => logger[level]({ args, source: 'better-auth' }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// One instance per database handle: the browser tests and benchmarks open databases of their own.
const instances = new WeakMap<Database, Promise<Auth>>();

export function authFor(database: Database): Promise<Auth> {
  let instance = instances.get(database);
  if (!instance) {
    instance = authSecret(database).then((secret) => createAuth(database, secret));
    instances.set(database, instance);
  }
  return instance;
}

export function auth(): Promise<Auth> {
  return authFor(db());
}
