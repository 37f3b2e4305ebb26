import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMailer } from './mailer';

const dir = mkdtempSync(join(tmpdir(), 'dyl-mail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createMailer without SMTP', () => {
  it('writes each message as a file under the mail folder and logs where, never the token', async () => {
    const info = vi.fn();
    const logger = { info } as unknown as FastifyBaseLogger;
    const mailDir = join(dir, 'mail');
    const mailer = createMailer({ from: 'Design Your Life <no-reply@localhost>', mailDir, logger });
    await mailer.send({
      to: 'sam@example.com',
      subject: 'Reset',
      text: 'Open the link',
      link: 'http://localhost:3000/reset-password?token=abc',
    });
    const files = readdirSync(mailDir);
    expect(files).toHaveLength(1);
    const message = JSON.parse(readFileSync(join(mailDir, files[0] ?? ''), 'utf8'));
    expect(message).toMatchObject({
      to: 'sam@example.com',
      subject: 'Reset',
      link: 'http://localhost:3000/reset-password?token=abc',
    });
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({
        file: join(mailDir, files[0] ?? ''),
        link: 'http://localhost:3000/reset-password?token=[redacted]',
      }),
      expect.any(String),
    );
  });
});
