// `npm run db:migrate`: applies the SQL migrations under drizzle/ (the server also does this at start-up).
import { database } from '../server/db/index.ts';

const handle = database();
await handle.migrate();
console.log(`migrations applied (${handle.kind})`);
await handle.close();
