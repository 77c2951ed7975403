import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

const base = { JWT_SECRET: "config-test-secret-config-test-secret-01", DATA_DIR: "/tmp/config-test" };

describe("loadConfig", () => {
  it("refuses NODE_ENV=production without SMTP_URL, naming it", () => {
    expect(() => loadConfig({ ...base, NODE_ENV: "production" })).toThrow(/SMTP_URL must be set when NODE_ENV=production/);
  });

  it("starts in production with a mail server, and in development without one", () => {
    expect(loadConfig({ ...base, NODE_ENV: "production", SMTP_URL: "smtp://mail.example.uz:587" }).production).toBe(true);
    expect(loadConfig(base)).toMatchObject({ production: false, smtpUrl: null });
  });
});
