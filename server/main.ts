// The HTTP server: `node server/main.ts` serves the built app; `--dev` serves through Vite.
import cluster from 'node:cluster';
import { createApp, serve } from './app.ts';
import { config } from './config.ts';
import { superviseWorkers } from './processes.ts';
import { prepare } from './startup.ts';

const useVite = process.argv.includes('--dev');
const processes = useVite ? 1 : config().WEB_CONCURRENCY;
// Migrations, the first administrator and the timed jobs once, in the process that starts the others.
if (cluster.isPrimary) await prepare();
if (cluster.isPrimary && processes > 1) superviseWorkers(processes);
else serve(await createApp({ useVite }));
