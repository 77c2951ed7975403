import { appendFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../../config.ts";

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type SentMail = MailMessage & { sentAt: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** Messages kept when no SMTP server is configured (the dev outbox). */
  outbox: SentMail[];
};

/**
 * SMTP when SMTP_URL is set; otherwise the message goes to the log and to the dev outbox,
 * kept in memory and appended to DATA_DIR/outbox.jsonl so a separate test process can read it.
 */
export function createMailer(config: Config, log: FastifyBaseLogger, persistOutbox: boolean): Mailer {
  const outbox: SentMail[] = [];
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      outbox,
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
    };
  }
  const outboxFile = path.join(config.dataDir, "outbox.jsonl");
  return {
    outbox,
    async send(message) {
      const sent = { ...message, sentAt: new Date().toISOString() };
      outbox.push(sent);
      log.info({ to: message.to, subject: message.subject }, `dev outbox: ${message.text}`);
      if (persistOutbox) {
        mkdirSync(config.dataDir, { recursive: true });
        appendFileSync(outboxFile, `${JSON.stringify(sent)}\n`);
      }
    },
  };
}
