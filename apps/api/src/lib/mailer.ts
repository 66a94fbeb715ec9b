import { mkdir, readFile, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-dir.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The link the mail is about (kept in the outbox file; logged only at debug level). */
  link?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /**
   * Removes every mail kept to this address (an erased account's): the outbox keeps copies; SMTP
   * keeps none, so there is nothing to remove.
   */
  forget(to: string): Promise<void>;
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
      async forget() {},
    };
  }
  const outbox = join(options.dataDir, 'outbox');
  let sequence = 0;
  return {
    async send(mail) {
      // Mails hold reset links: readable by the server's user only, whatever the umask.
      await mkdir(outbox, { recursive: true, mode: PRIVATE_DIR_MODE });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      // The process id keeps apart the mails of several processes sharing one DATA_DIR.
      const file = join(outbox, `${stamp}-${process.pid}-${String(++sequence).padStart(4, '0')}.json`);
      const body = { from: options.from, ...mail, createdAt: new Date().toISOString() };
      // Written whole, then renamed: a reader never sees half a mail.
      await writeFile(`${file}.tmp`, JSON.stringify(body, null, 2), { mode: PRIVATE_FILE_MODE });
      await rename(`${file}.tmp`, file);
      // A reset link signs its holder in: it stays in the outbox (readable by the owner only),
      // out of the logs, unless a developer asks for debug logging.
      log.info({ outboxFile: file }, `Mail "${mail.subject}" written to the outbox`);
      if (mail.link) log.debug({ outboxFile: file }, `Link in the mail: ${mail.link}`);
    },

    async forget(to) {
      const address = to.toLowerCase();
      let names: string[];
      try {
        names = await readdir(outbox);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const name of names) {
        if (!name.endsWith('.json')) continue;
        const file = join(outbox, name);
        try {
          const mail = JSON.parse(await readFile(file, 'utf8')) as { to?: unknown };
          if (typeof mail.to === 'string' && mail.to.toLowerCase() === address) await unlink(file);
        } catch (error) {
          // Another process removed it meanwhile: nothing left to remove.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
    },
  };
}
