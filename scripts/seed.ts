// `npm run seed`: adds the demo content (default events on the next days, the same as weekly classes after them) on demand.
import { config } from '../server/config.ts';
import { database } from '../server/db/index.ts';
import { seedDemoContent } from '../server/seed.ts';

const cfg = config();
if (cfg.NODE_ENV === 'production') {
  console.error('Refusing to seed demo content with NODE_ENV=production.');
  process.exit(1);
}
const handle = database();
await handle.migrate();
await seedDemoContent(handle.db, { timeZone: cfg.TIME_ZONE });
console.log(`demo content added (${handle.kind})`);
await handle.close();
