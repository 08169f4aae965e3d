import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Config } from '../config.ts';
import type { MailAttachment } from '../db/schema.ts';
import { logger } from '../logger.ts';

export type Sender = string | Mail.Address;

/** One message as the worker hands it over: a row of the outbox. */
export interface MailMessage {
  id: string;
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

/** The one interface of outgoing mail: SMTP in production, `.eml` files on a laptop and in browser tests. */
export interface Mailer {
  readonly name: 'smtp' | 'files';
  /** Resolves once the message is handed over; rejects with the reason when it is not. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

// Short enough that a hanging server gives the message back to the retry schedule well within the
// worker's lease, so no second worker picks it up while this one still waits.
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

function mailOptions(from: Sender, message: MailMessage): Mail.Options {
  return {
    from,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    attachments: message.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
      // A PDF is stored as base64 text; nodemailer decodes it into the file's bytes.
      ...(attachment.encoding ? { encoding: attachment.encoding } : {}),
    })),
    // Lets a reply or a bounce be matched with the outbox row.
    messageId: `<${message.id}@${domainOf(from)}>`,
    headers: { 'X-Mail-Kind': message.kind },
  };
}

function domainOf(from: Sender): string {
  const address = (typeof from === 'string' ? from : from.address) ?? '';
  return /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? 'localhost';
}

/** Sends over SMTP: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
export function smtpMailer(url: string, { from }: { from: Sender }): Mailer {
  const options: SMTPTransport.Options = { url, ...SMTP_TIMEOUTS };
  const transport = nodemailer.createTransport(options);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail(mailOptions(from, message));
    },
    close: () => transport.close(),
  };
}

/** A file name that sorts by time and says what the message is, safe on any file system. */
export function emlFileName(message: Pick<MailMessage, 'id' | 'kind'>, now: Date): string {
  const time = now.toISOString().replaceAll(':', '-');
  const kind = message.kind.replace(/[^a-z0-9-]+/gi, '_').slice(0, 40);
  return `${time}-${kind}-${message.id}.eml`;
}

/** Writes each message as a complete `.eml` file (any mail program opens it) and logs its name. */
export function fileMailer(dir: string, { from, now = () => new Date() }: { from: Sender; now?: () => Date }): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'files',
    async send(message) {
      const info = await composer.sendMail(mailOptions(from, message));
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, emlFileName(message, now()));
      // Written under a temporary name first, so nobody reading the folder sees half a message.
      const partial = `${file}.part`;
      await fs.writeFile(partial, info.message as Buffer);
      await fs.rename(partial, file);
      logger.info({ file, to: message.to, kind: message.kind }, 'mail written to file');
    },
    close: () => composer.close(),
  };
}

/** `MAIL_FROM`, or the estate's name and contact address. */
export function mailFrom(cfg: Pick<Config, 'MAIL_FROM' | 'SITE_NAME' | 'CONTACT_EMAIL'>): Sender {
  return cfg.MAIL_FROM ?? { name: cfg.SITE_NAME, address: cfg.CONTACT_EMAIL };
}

type MailSettings = Pick<Config, 'SMTP_URL' | 'dataDir' | 'MAIL_FROM' | 'SITE_NAME' | 'CONTACT_EMAIL'>;

/** SMTP when `SMTP_URL` is set, otherwise `.eml` files under `DATA_DIR/mail`. */
export function mailerFor(cfg: MailSettings): Mailer {
  const from = mailFrom(cfg);
  return cfg.SMTP_URL ? smtpMailer(cfg.SMTP_URL, { from }) : fileMailer(mailDir(cfg), { from });
}

export function mailDir(cfg: Pick<Config, 'dataDir'>): string {
  return path.join(cfg.dataDir, 'mail');
}
