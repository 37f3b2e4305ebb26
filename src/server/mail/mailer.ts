import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { urlForLog } from '../lib/log-scrub';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the message is about (in file mode, its token is in the file, not in the log). */
  link?: string;
  /** Extra headers (List-Unsubscribe on a summary the member can stop with one click). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when smtpUrl is set; otherwise each message becomes a file under dataDir/mail. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  mailDir: string;
  logger: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    // nodemailer loads with the first message, not at every start.
    let transport: Promise<Transporter> | undefined;
    const connect = () =>
      (transport ??= import('nodemailer').then((nodemailer) => nodemailer.default.createTransport(smtpUrl)));
    return {
      async send(message) {
        await (
          await connect()
        ).sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.headers ? { headers: message.headers } : {}),
        });
        options.logger.info({ subject: message.subject }, 'mail sent');
      },
    };
  }
  return {
    async send(message) {
      mkdirSync(options.mailDir, { recursive: true });
      const file = join(options.mailDir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`);
      writeFileSync(
        file,
        JSON.stringify({ from: options.from, ...message, sentAt: new Date().toISOString() }, null, 2),
      );
      const link = message.link && urlForLog(message.link);
      options.logger.info({ file, link }, 'mail written to file (SMTP_URL is not set)');
    },
  };
}
