import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH } from "@app/contract/endpoints/auth";
import { PRODUCTS } from "@app/contract/endpoints/kitchen-products";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { api, gramsAndKilograms, kitchenClient } from "../modules/kitchen/testing.ts";

const MIB = 1024 * 1024;
const TOO_LARGE = { detail: "So'rov hajmi juda katta" };
const LOGIN = api(AUTH.login.path);

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** A login body of exactly `bytes` bytes. */
function loginBody(bytes: number): string {
  const shell = JSON.stringify({ email: "a@test.uz", password: "" });
  return JSON.stringify({ email: "a@test.uz", password: "x".repeat(bytes - shell.length) });
}

type RawExchange = {
  /** Everything the server has answered so far. */
  answer(): string;
  /** Resolves when the server has closed its side of the connection. */
  closed: Promise<void>;
  /** Resolves once the socket can take more, or it has closed. */
  write(data: Buffer): Promise<void>;
  destroy(): void;
};

/** A hand-written HTTP/1.1 request over a socket, so the test controls the headers and when the body ends. */
async function rawRequest(head: string): Promise<RawExchange> {
  const socket = connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString("latin1")));
  // Writing on after the server has refused the body ends in EPIPE or a reset: that is the point.
  socket.on("error", () => undefined);
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.write(`${head}\r\n`);
  return {
    answer: () => received,
    closed,
    write: (data) =>
      new Promise<void>((resolve) => {
        if (socket.destroyed || socket.write(data)) return resolve();
        socket.once("drain", resolve);
        void closed.then(resolve);
      }),
    destroy: () => socket.destroy(),
  };
}

async function until(condition: () => boolean, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("request body limit", () => {
  it("refuses a JSON body over 1 MiB with 413 and an Uzbek detail, before anyone is logged in", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: LOGIN,
      headers: { "content-type": "application/json" },
      payload: loginBody(MIB + 1),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(TOO_LARGE);
  });

  it("reads a JSON body of exactly 1 MiB", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: LOGIN,
      headers: { "content-type": "application/json" },
      payload: loginBody(MIB),
    });
    expect(response.statusCode).not.toBe(413);
    expect(response.statusCode).toBeLessThan(500);
  });

  it("refuses by the declared Content-Length without waiting for the body, and closes the connection", async () => {
    const exchange = await rawRequest(
      `POST ${LOGIN} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${100 * MIB}\r\n`,
    );
    await exchange.closed;
    expect(exchange.answer()).toMatch(/^HTTP\/1\.1 413 /);
    expect(exchange.answer()).toContain(JSON.stringify(TOO_LARGE));
  });

  it("refuses a chunked body once it passes 1 MiB, while the client is still sending, and stops reading", async () => {
    const exchange = await rawRequest(
      `POST ${LOGIN} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, "x");
    const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]);
    let sent = 0;
    // Up to 64 MiB, stopping as soon as the server answers: far more than it may ever hold for a JSON body.
    while (!exchange.answer() && sent < 64 * MIB) {
      await exchange.write(frame);
      sent += chunk.length;
    }
    await until(() => exchange.answer().includes("\r\n\r\n{"));
    expect(exchange.answer()).toMatch(/^HTTP\/1\.1 413 /);
    expect(sent).toBeLessThan(8 * MIB);
    await exchange.closed;
  });

  it("leaves image uploads their own 5 MB limit: a 3 MB image is stored", async () => {
    const admin = (await t.userWithRole("admin")).headers;
    const basics = await gramsAndKilograms(kitchenClient(t, admin));
    const boundary = "----body-limit-boundary";
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(3 * MIB, 7)]);
    const payload = Buffer.concat([
      Buffer.from(
        field("name", "Katta rasmli mahsulot") +
          field("section", basics.section.id) +
          field("measure", basics.grams.id) +
          field("measure_warehouse", basics.kilograms.id) +
          field("difference_measures", "1000") +
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="katta.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: "POST",
      url: api(PRODUCTS.list.path),
      headers: { ...admin, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
