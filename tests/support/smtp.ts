// A real SMTP server on loopback that keeps what it receives, parsed: the mail tests' stand-in for
// the estate's mail provider.
import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from './database.ts';

export interface CapturingSmtp {
  port: number;
  url: string;
  received: Email[];
  stop(): Promise<void>;
}

/** Listens on 127.0.0.1 (port 0 picks a free one); `options` may add refusals such as onRcptTo. */
export async function startSmtpServer(port = 0, options: Partial<SMTPServerOptions> = {}): Promise<CapturingSmtp> {
  const received: Email[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            received.push(email);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
    ...options,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A test database and a capturing SMTP server for one suite: opened before its tests, handed to `opened`, closed after them. */
export function openMailSuite(opened: (suite: { database: TestDatabase; smtp: CapturingSmtp }) => void): void {
  let database: TestDatabase | undefined;
  let smtp: CapturingSmtp | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpServer();
    opened({ database, smtp });
  });
  afterAll(async () => {
    await smtp?.stop();
    await database?.close();
  });
}
