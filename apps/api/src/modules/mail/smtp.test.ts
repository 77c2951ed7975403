import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { userWithPassword } from "../auth/testing.ts";

type Received = { to: string[]; data: string };

let server: SMTPServer;
let t: TestApp;
const received: Received[] = [];
let onMessage: (() => void) | undefined;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data: Buffer.concat(chunks).toString("utf8") });
        onMessage?.();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it("sends the reset code over SMTP when SMTP_URL is set", async () => {
  const user = await userWithPassword(t, "hr");
  const delivered = new Promise<void>((resolve) => {
    onMessage = resolve;
  });
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v1/users/forgot-password/email/send-code/",
    payload: { email: user.email },
  });
  expect(response.statusCode).toBe(200);
  await delivered;

  expect(t.ctx.mailer.outbox).toHaveLength(0);
  const [message] = received;
  expect(message.to).toEqual([user.email]);
  // Quoted-printable: join the soft line breaks before reading the text.
  const body = message.data.replace(/=\r?\n/g, "");
  expect(body).toMatch(/^Subject: Parolni tiklash kodi/m);
  const code = /kodingiz: (\d{6})/.exec(body)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  expect(body).toMatch(/Content-Type: text\/html/);
  expect(body).toContain(`>${code}</p>`);

  const verified = await t.app.inject({
    method: "POST",
    url: "/api/v1/users/forgot-password/email/verify-code/",
    payload: { email: user.email, code },
  });
  expect(verified.statusCode).toBe(200);
});
