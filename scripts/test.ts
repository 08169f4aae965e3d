// `npm test`: the unit and database suites, then the browser suite when a Chromium is installed.
// REQUIRE_BROWSER=1 (CI) turns a missing browser into a failure instead of a skip.
import { spawnSync } from 'node:child_process';
import { chromiumPath } from '../tests/support/chromium.ts';

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

const unit = run(process.execPath, ['scripts/vitest.ts', 'run']);
if (unit !== 0) process.exit(unit);

if (!chromiumPath()) {
  const message = [
    '',
    'Browser tests were SKIPPED: no Chromium found at /usr/bin/chromium (or CHROMIUM_PATH).',
    'Install it with: sudo apt-get install chromium   then run `npm test` again.',
    '',
  ].join('\n');
  if (process.env.REQUIRE_BROWSER === '1') {
    console.error(`${message}REQUIRE_BROWSER=1 is set, so this counts as a failure.`);
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}

process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
