import type { FastifyBaseLogger } from "fastify";
import { expect, it, vi } from "vitest";
import { testConfig } from "../../test/harness.ts";

const nodemailer = vi.hoisted(() => ({ loaded: false, sent: [] as unknown[] }));
vi.mock("nodemailer", () => {
  nodemailer.loaded = true;
  return { default: { createTransport: () => ({ sendMail: async (message: unknown) => nodemailer.sent.push(message) }) } };
});

it("loads nodemailer (16 MB of RSS) only in a process with SMTP configured", async () => {
  const { createMailer } = await import("./mailer.ts");
  const log = { error: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;
  await createMailer(testConfig(), log, false).send({ to: "a@test.uz", subject: "Salom", text: "Salom" });
  expect(nodemailer.loaded).toBe(false);
  await createMailer(testConfig({ smtpUrl: "smtp://127.0.0.1:2525" }), log, false).send({ to: "b@test.uz", subject: "Salom", text: "Salom" });
  expect(nodemailer.loaded).toBe(true);
  expect(nodemailer.sent).toEqual([expect.objectContaining({ to: "b@test.uz" })]);
});
