import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

const dir = mkdtempSync(join(tmpdir(), 'kinetic-mail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the outbox (no SMTP_URL)', () => {
  it('keeps the mail with its link in the file, and logs no link at info level', async () => {
    const lines: { level: string; message: string }[] = [];
    const record = (level: string) => (_fields: unknown, message: string) => lines.push({ level, message });
    const log = { info: record('info'), debug: record('debug') } as unknown as FastifyBaseLogger;
    const link = 'http://kinetic.test/reset-password?token=secret-token-value';
    await createMailer(
      { smtpUrl: undefined, from: 'Kinetic <no-reply@kinetic.test>', dataDir: dir },
      log,
    ).send({
      to: 'sam@example.com',
      subject: 'Reset your Kinetic password',
      text: `Open ${link}`,
      link,
    });
    const [file] = readdirSync(join(dir, 'outbox'));
    expect(JSON.parse(readFileSync(join(dir, 'outbox', file!), 'utf8'))).toMatchObject({
      to: 'sam@example.com',
      link,
    });
    const info = lines.filter((l) => l.level === 'info');
    expect(info).toHaveLength(1);
    expect(info[0]!.message).toBe('Mail "Reset your Kinetic password" written to the outbox');
    expect(JSON.stringify(info)).not.toContain('secret-token-value');
  });
});
