import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";

const PROXY = "10.0.0.7";
const webDist = mkdtempSync(path.join(tmpdir(), "web-dist-"));
writeFileSync(path.join(webDist, "index.html"), "<!doctype html><div id=root></div>");

let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([
    createTestApp({ config: { webDist } }),
    createTestApp({ config: { trustProxy: PROXY } }),
  ]);
});
afterAll(async () => {
  await Promise.all([direct.close(), proxied.close()]);
  rmSync(webDist, { recursive: true, force: true });
});

/** The policy as directive name → sources. */
function policyOf(header: unknown): Map<string, string[]> {
  expect(typeof header, "content-security-policy").toBe("string");
  const directives = (header as string).split(";").map((part) => part.trim().split(/\s+/));
  return new Map(directives.map(([name, ...sources]) => [name, sources]));
}

describe("security headers", () => {
  const responses: [string, InjectOptions][] = [
    ["the web app's page", { url: "/hotels" }],
    ["an API answer", { url: "/api/health" }],
    ["a refusal", { url: "/api/v1/users/" }],
    ["an unknown API path", { url: "/api/v1/nowhere" }],
    ["a malformed URL", { url: "/api/v1/users/%ZZ/" }],
    ["an over-long path parameter", { url: `/api/v1/users/${"a".repeat(200)}/` }],
    ["a body over the limit", { method: "POST", url: "/api/v1/auth/login/", headers: { "content-length": "2000000", "content-type": "application/json" }, payload: "{}" }],
  ];

  it.each(responses)("are on %s", async (_name, request) => {
    const response = await direct.app.inject(request);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("same-origin");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    const policy = policyOf(response.headers["content-security-policy"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("let scripts come only from the app itself, never inline or evaluated", async () => {
    const policy = policyOf((await direct.app.inject({ url: "/" })).headers["content-security-policy"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("script-src-attr")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(policy.has("upgrade-insecure-requests"), "an http-only deployment must keep working").toBe(false);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it("ask for https only (HSTS) when the request came over https through a trusted proxy", async () => {
    const overHttps = await proxied.app.inject({
      url: "/api/health",
      remoteAddress: PROXY,
      headers: { "x-forwarded-proto": "https" },
    });
    expect(overHttps.headers["strict-transport-security"]).toBe("max-age=31536000");

    const plain = await proxied.app.inject({ url: "/api/health", remoteAddress: PROXY });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });

  it("do not believe X-Forwarded-Proto from a client that is not a trusted proxy", async () => {
    const headers = { "x-forwarded-proto": "https" };
    const fromStranger = await proxied.app.inject({ url: "/api/health", remoteAddress: "203.0.113.5", headers });
    expect(fromStranger.headers["strict-transport-security"]).toBeUndefined();
    const noProxyTrusted = await direct.app.inject({ url: "/api/health", headers });
    expect(noProxyTrusted.headers["strict-transport-security"]).toBeUndefined();
  });
});
