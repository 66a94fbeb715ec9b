import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The link the mail is about, logged in outbox mode so a developer can follow it. */
  link?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP when a URL is configured; otherwise every mail is written to `<dataDir>/outbox/` as JSON. */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string; dataDir: string },
  log: FastifyBaseLogger,
): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  const outbox = join(options.dataDir, 'outbox');
  let sequence = 0;
  return {
    async send(mail) {
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      // The process id keeps apart the mails of several processes sharing one DATA_DIR.
      const file = join(outbox, `${stamp}-${process.pid}-${String(++sequence).padStart(4, '0')}.json`);
      const body = { from: options.from, ...mail, createdAt: new Date().toISOString() };
      // Written whole, then renamed: a reader never sees half a mail.
      await writeFile(`${file}.tmp`, JSON.stringify(body, null, 2));
      await rename(`${file}.tmp`, file);
      log.info(
        { outboxFile: file },
        `Mail "${mail.subject}" written to the outbox${mail.link ? `: ${mail.link}` : ''}`,
      );
    },
  };
}
