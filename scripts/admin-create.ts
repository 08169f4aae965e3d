// `npm run admin:create -- --email E --password P [--name N]`: creates that administrator, or resets
// the password of an existing account and makes it an administrator.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { upsertStaffUser } from '../server/auth/staff.ts';
import { database } from '../server/db/index.ts';

const args = z.object({
  email: z.email('--email must be an e-mail address'),
  password: z.string('--password is required').min(10, '--password must be at least 10 characters'),
  name: z.string().min(1).optional(),
});

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } });
const parsed = args.safeParse(values);
if (!parsed.success) {
  console.error(parsed.error.issues.map((issue) => issue.message).join('\n'));
  console.error('usage: npm run admin:create -- --email owner@example.org --password "a long password"');
  process.exit(1);
}
const handle = database();
await handle.migrate();
const { outcome } = await upsertStaffUser(handle.db, { ...parsed.data, name: parsed.data.name ?? 'Administrator' });
const said = {
  created: 'created',
  reset: 'password reset; it is an administrator',
  unchanged: 'already an administrator with that password',
};
console.log(`${parsed.data.email}: ${said[outcome]} (${handle.kind} database)`);
await handle.close();
