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
