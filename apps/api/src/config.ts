import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "DATABASE_URL must start with postgres://" })
    .optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: z.enum(["true", "false", "1", "0", "on", "off"]).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Hajj Back-office <no-reply@localhost>"),
  PASSWORD_RESET_URL: z.url({ protocol: /^https?$/, error: "PASSWORD_RESET_URL must be an http(s) URL" }).optional(),
  JWT_SECRET: z.string().min(32, { error: "JWT_SECRET must be at least 32 characters" }).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  NODE_ENV: z.string().default("development"),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  CHECK_RESPONSES: z.enum(["true", "false"]).default("false"),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** null: embedded PGlite under dataDir; "memory": PGlite in memory (tests). */
  databaseUrl: string | null;
  pgliteInMemory: boolean;
  admin: { email: string; password: string; isDefault: boolean };
  seedDemo: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  /**
   * The password-reset page mails link to. Configured, never taken from a request's Host header,
   * so nobody can make the notice mail link to a page of theirs.
   */
  passwordResetUrl: string;
  jwtSecret: string;
  logLevel: (typeof LOG_LEVELS)[number];
  production: boolean;
  webDist: string | null;
  /** Addresses of reverse proxies whose X-Forwarded-For is believed (the login throttle keys on the client address). */
  trustProxy: string | false;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  /** Hold every answer to its schema in the route table (tests and the browser suite): a drift fails there. */
  checkResponses: boolean;
};

/** The documented first login of a new installation; it keeps the password rule like any other. */
export const DEFAULT_ADMIN = { email: "admin@example.com", password: "Hajj-admin-2026" };

/** The JWT secret persists under DATA_DIR so tokens survive a restart. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const defaultWebDist = path.resolve(import.meta.dirname, "../../web/dist");

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  // Without a mail server, mail goes to the log and DATA_DIR/outbox.jsonl: password-reset codes
  // must never lie there in production.
  if (production && !e.SMTP_URL) {
    throw new Error("SMTP_URL must be set when NODE_ENV=production: without it password-reset codes would be written to the log and DATA_DIR/outbox.jsonl");
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const adminIsDefault = !e.ADMIN_EMAIL || !e.ADMIN_PASSWORD;
  const seedDemo =
    e.SEED_DEMO === undefined ? !e.DATABASE_URL : ["true", "1", "on"].includes(e.SEED_DEMO);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    pgliteInMemory: false,
    admin: {
      email: e.ADMIN_EMAIL ?? DEFAULT_ADMIN.email,
      password: e.ADMIN_PASSWORD ?? DEFAULT_ADMIN.password,
      isDefault: adminIsDefault,
    },
    seedDemo,
    smtpUrl: e.SMTP_URL || null,
    mailFrom: e.MAIL_FROM,
    passwordResetUrl: e.PASSWORD_RESET_URL ?? `http://localhost:${e.PORT}/auth`,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    production,
    trustProxy: e.TRUST_PROXY || false,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : existsSync(defaultWebDist) ? defaultWebDist : null,
    accessTokenSeconds: 15 * 60,
    refreshTokenSeconds: 7 * 24 * 60 * 60,
    checkResponses: e.CHECK_RESPONSES === "true",
  };
}
