import { createServer, type AddressInfo } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { expect, it, vi } from "vitest";
import { testConfig } from "../../test/harness.ts";
import { createMailer } from "./mailer.ts";

/** A port nothing listens on: bind one, note it, close it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

it("queue: a failed delivery is logged, never thrown at the caller", async () => {
  const log = { error: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;
  const mailer = createMailer(testConfig({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` }), log, false);
  expect(() => mailer.queue({ to: "a@test.uz", subject: "Salom", text: "Salom" })).not.toThrow();
  await vi.waitFor(() => expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ to: "a@test.uz" }), "mail delivery failed"), {
    timeout: 10_000,
  });
});

it("queue: a message still being composed is sent once ready, null sends nothing, and settled waits for both", async () => {
  const log = { error: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;
  const mailer = createMailer(testConfig(), log, false);
  let compose!: (message: { to: string; subject: string; text: string }) => void;
  mailer.queue(new Promise((resolve) => (compose = resolve)));
  mailer.queue(Promise.resolve(null));
  mailer.queue(Promise.reject(new Error("database down")));
  const settled = mailer.settled();
  expect(mailer.outbox).toEqual([]);
  compose({ to: "a@test.uz", subject: "Salom", text: "Salom" });
  await settled;
  expect(mailer.outbox.map((mail) => mail.to)).toEqual(["a@test.uz"]);
  expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), "mail could not be composed");
});
