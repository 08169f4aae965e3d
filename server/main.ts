// The HTTP server: `node server/main.ts` serves the built app; `--dev` serves through Vite.
import { createApp, serve } from './app.ts';
import { prepare } from './startup.ts';

await prepare();
serve(await createApp({ useVite: process.argv.includes('--dev') }));
