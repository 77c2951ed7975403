import { request as httpRequest } from "node:http";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB } from "./test/harness.ts";
import { scratchDatabase } from "./test/scratch-database.ts";
import { SERVER_ADMIN, startServerProcess, type ServerProcess } from "./test/server-process.ts";

/** A connection the test writes by hand, so that it decides when a request's body is complete. */
async function openConnection(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString("utf8")));
  socket.on("error", () => undefined);
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  return { socket, closed, received: () => received };
}

/** What a new client gets now: a status, or the error code of a refused connection. */
function newClientGets(port: number): Promise<number | string> {
  return new Promise((resolve) => {
    const request = httpRequest({ host: "127.0.0.1", port, path: "/api/health", agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.end();
  });
}

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("SIGTERM", () => {
  let server: ServerProcess;
  let dropDatabase = async () => {};
  beforeAll(async () => {
    const env: Record<string, string> = {};
    if (TEST_DB === "postgres") {
      const scratch = await scratchDatabase();
      env.DATABASE_URL = scratch.url;
      dropDatabase = scratch.drop;
    }
    server = await startServerProcess(env);
  });
  afterAll(async () => {
    await server?.cleanUp();
    await dropDatabase();
  });

  it("finishes the request in progress, refuses new ones, and exits within 10 s despite an idle keep-alive connection", async () => {
    const idle = await openConnection(server.port);
    idle.socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await until(async () => idle.received(), (text) => text.includes('{"status":"ok"}'), 5000);

    // A login whose body is still on its way: accepted, not finished.
    const body = JSON.stringify(SERVER_ADMIN);
    const slow = await openConnection(server.port);
    slow.socket.write(
      `POST /api/v1/auth/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    slow.socket.write(body.slice(0, 10));
    await until(async () => server.output(), (text) => text.includes('"url":"/api/v1/auth/login/"'), 5000);

    const signalled = Date.now();
    server.kill("SIGTERM");
    const refused = await until(() => newClientGets(server.port), (got) => got !== 200, 3000);
    // Refused by the closed port, reset when it was still in the listen queue, or 503 on an open connection.
    expect(["ECONNREFUSED", "ECONNRESET", 503]).toContain(refused);

    slow.socket.write(body.slice(10));
    await until(async () => slow.received(), (text) => text.includes('"access"'), 5000);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 200 /);

    const exit = await server.exited;
    const seconds = (Date.now() - signalled) / 1000;
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(seconds).toBeLessThanOrEqual(10);
    await idle.closed;
    await slow.closed;
  });
});
