// Vitest, started with V8's write-protection of JIT code pages (memory protection keys) turned off. On
// processors with the keys (the AMD EPYC machines this project runs on), many embedded databases (PGlite,
// WebAssembly) made and closed across Vitest's worker threads race that protection's registry of code
// pages, and V8 aborts the whole run ("Check failed: jit_page.has_value()", seen in CI on 7 December 2026).
// The flag is V8's own and process-wide, so it cannot go in NODE_OPTIONS or a thread's options.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const vitest = path.join(path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const result = spawnSync(process.execPath, ['--no-memory-protection-keys', vitest, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
