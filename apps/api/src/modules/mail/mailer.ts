import { appendFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../../config.ts";

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type SentMail = MailMessage & { sentAt: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /**
   * Send in the background: a failure is logged, never thrown, so the caller's answer (and how
   * long it takes) does not depend on delivery.
   */
  queue(message: MailMessage): void;
  /** Messages kept when no SMTP server is configured (the dev outbox). */
  outbox: SentMail[];
};

/**
 * SMTP when SMTP_URL is set; otherwise the message goes to the log and to the dev outbox,
 * kept in memory and appended to DATA_DIR/outbox.jsonl so a separate test process can read it.
 */
export function createMailer(config: Config, log: FastifyBaseLogger, persistOutbox: boolean): Mailer {
  const outbox: SentMail[] = [];
  const send = config.smtpUrl ? smtpSender(config, config.smtpUrl) : outboxSender(config, log, outbox, persistOutbox);
  return {
    outbox,
    send,
    queue(message) {
      send(message).catch((error: unknown) => log.error({ err: error, to: message.to }, "mail delivery failed"));
    },
  };
}

function smtpSender(config: Config, smtpUrl: string): Mailer["send"] {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (message) => {
    await transport.sendMail({ from: config.mailFrom, ...message });
  };
}

function outboxSender(config: Config, log: FastifyBaseLogger, outbox: SentMail[], persist: boolean): Mailer["send"] {
  const outboxFile = path.join(config.dataDir, "outbox.jsonl");
  return async (message) => {
    const sent = { ...message, sentAt: new Date().toISOString() };
    outbox.push(sent);
    log.info({ to: message.to, subject: message.subject }, `dev outbox: ${message.text}`);
    if (persist) {
      mkdirSync(config.dataDir, { recursive: true });
      appendFileSync(outboxFile, `${JSON.stringify(sent)}\n`);
    }
  };
}
