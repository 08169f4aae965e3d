// The W3C's Nu Html Checker (vnu-jar, run on the machine's Java) over pages saved as files: one JVM start
// for the whole set, since starting Java costs seconds.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vnuJar from 'vnu-jar';

export interface NuMessage {
  page: string;
  type: string;
  message: string;
  line?: number;
  extract?: string;
}

/** Checks each page's HTML (named by its path) and returns the checker's errors, none when all are valid. */
export async function nuErrors(pages: ReadonlyMap<string, string>): Promise<NuMessage[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nu-'));
  try {
    const files = new Map<string, string>();
    let index = 0;
    for (const [name, html] of pages) {
      const file = path.join(dir, `page-${index++}.html`);
      await fs.writeFile(file, html);
      files.set(`file:${file}`, name);
    }
    const args = ['-Xss1024k', '-jar', String(vnuJar), '--format', 'json', '--stdout', '--exit-zero-always'];
    const { stdout } = await promisify(execFile)('java', [...args, ...[...files.keys()].map((url) => url.slice(5))], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw new Error('The Nu Html Checker needs Java: sudo apt-get install default-jre-headless');
      throw error;
    });
    const report = JSON.parse(stdout) as {
      messages: { url: string; type: string; subType?: string; message: string; lastLine?: number; extract?: string }[];
    };
    return report.messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => ({
        page: files.get(message.url) ?? message.url,
        type: message.type,
        message: message.message,
        line: message.lastLine,
        extract: message.extract,
      }));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
