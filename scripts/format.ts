// `npm run format` formats the tree with Prettier; `npm run format -- --check` (CI) only lists the files
// that differ and fails. Prettier given both --write and --check would write and pass, so --write is
// added only when no checking flag is. Prettier keeps its cache in node_modules/.cache/prettier.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const args = process.argv.slice(2);
const checking = args.some((arg) => arg === '--check' || arg === '-c' || arg === '--list-different' || arg === '-l');
const paths = args.some((arg) => !arg.startsWith('-')) ? [] : ['.'];
const prettier = createRequire(import.meta.url).resolve('prettier/bin/prettier.cjs');
const result = spawnSync(process.execPath, [prettier, '--cache', ...(checking ? [] : ['--write']), ...args, ...paths], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
