import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB, createTestApp, type TestApp } from "../test/harness.ts";

const INDEX = "<!doctype html><div id=root></div>";
const SCRIPT = `console.log(${JSON.stringify("Hajj ".repeat(200))});`;
const webDist = mkdtempSync(path.join(tmpdir(), "web-dist-"));

/** A file as the web build leaves it: the file, its .gz and its .br. */
function built(file: string, text: string) {
  const at = path.join(webDist, file);
  mkdirSync(path.dirname(at), { recursive: true });
  writeFileSync(at, text);
  writeFileSync(`${at}.gz`, gzipSync(text));
  writeFileSync(`${at}.br`, brotliCompressSync(text));
}

let t: TestApp;
beforeAll(async () => {
  built("index.html", INDEX);
  built("assets/app-1a2b3c.js", SCRIPT);
  t = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, encodings?: string) =>
  t.app.inject({ method: "GET", url, headers: encodings ? { "accept-encoding": encodings } : {} });

// Not a rule of the database: once is enough.
describe.runIf(TEST_DB === "pglite")("the built web app", () => {
  it("sends an asset as the compressed file the browser takes, cached for a year", async () => {
    const brotli = await get("/assets/app-1a2b3c.js", "gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await get("/assets/app-1a2b3c.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get("/assets/app-1a2b3c.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.vary).toBe("accept-encoding");
    }
  });

  it("answers a page of the client router with index.html, compressed and never cached", async () => {
    const page = await get("/groups/7", "br");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
  });
});
