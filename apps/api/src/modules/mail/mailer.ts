import { appendFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";

export type MailMessage = { to: string; subject: string; text: string; html?: string };
type SentMail = MailMessage & { sentAt: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /**
   * Send in the background: a failure is logged, never thrown, so the caller's answer (and how
   * long it takes) does not depend on delivery. The message may still be being composed (a
   * promise, whose null means there is nothing to send), so the caller's answer need not wait
   * for what composing it reads or writes either.
   */
  queue(message: MailMessage | Promise<MailMessage | null>): void;
  /** Resolves once every message queued so far has been sent or has failed. */
  settled(): Promise<void>;
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
  const pending = new Set<Promise<void>>();
  async function deliver(message: MailMessage | Promise<MailMessage | null>) {
    let ready: MailMessage | null = null;
    try {
      ready = await message;
      if (ready) await send(ready);
    } catch (error) {
      if (ready) log.error({ err: error, to: ready.to }, "mail delivery failed");
      else log.error({ err: error }, "mail could not be composed");
    }
  }
  return {
    outbox,
    send,
    queue(message) {
      const delivery = deliver(message);
      pending.add(delivery);
      void delivery.then(() => pending.delete(delivery));
    },
    async settled() {
      while (pending.size) await Promise.all(pending);
    },
  };
}

/** nodemailer adds 16 MB to a process's memory (RSS): only a process with SMTP configured loads it. */
function smtpSender(config: Config, smtpUrl: string): Mailer["send"] {
  const transport = import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
  return async (message) => {
    await (await transport).sendMail({ from: config.mailFrom, ...message });
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
