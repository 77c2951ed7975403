/**
 * The API under bench in a process of its own, so the memory sampled is the API's (with the
 * embedded database it hosts) and not the load generator's or the seeding's. It answers the
 * bench's SQL over IPC too: an embedded database has one process to itself.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { type PGlite, types } from "@electric-sql/pglite";
import { buildApp } from "../../apps/api/src/app.ts";
import { loadConfig } from "../../apps/api/src/config.ts";
import { type DatabaseTarget, openDatabase } from "../../apps/api/src/db/client.ts";
import { users } from "../../apps/api/src/db/schema/index.ts";
import { startSession, tokenSubject } from "../../apps/api/src/modules/auth/sessions.ts";
import { signAccessToken } from "../../apps/api/src/modules/auth/tokens.ts";

/** What the parent sends: a query of its pg-proxy Db, or the end. */
export type ToApi = { type: "query"; id: number; text: string; params: unknown[]; method: "all" | "execute" } | { type: "close" };
/** What this process answers. */
export type FromApi =
  | { type: "ready"; origin: string; authorization: string }
  | { type: "result"; id: number; rows?: unknown; error?: string };

/** Drizzle's PGlite driver leaves dates and intervals as text for its column mappers; the proxy's mappers expect the same. */
const keepAsText = (value: string) => value;
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((type) => [type, keepAsText]),
);

const send = (message: FromApi) => process.send?.(message);

async function main() {
  const target = JSON.parse(process.env.BENCH_API_TARGET ?? "") as DatabaseTarget;
  const config = {
    ...loadConfig({
      JWT_SECRET: randomBytes(48).toString("base64url"),
      DATA_DIR: path.join(os.tmpdir(), "bench-data"),
      // Per-request info lines would cost more than some of the handlers measured.
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
    }),
    webDist: null,
  };
  const database = await openDatabase(target);
  const { app, ctx } = await buildApp({ config, database });
  const origin = await app.listen({ host: "127.0.0.1", port: 0 });
  const [user] = await ctx.db
    .insert(users)
    .values({
      email: `bench-${randomBytes(4).toString("hex")}@bench.local`,
      fullName: "Bench",
      passwordHash: "unusable",
      role: "superuser",
      isSuperuser: true,
    })
    .returning();
  // A real session, so every measured request pays the guard's session check as production does.
  const token = await signAccessToken(ctx, tokenSubject(user), await startSession(ctx, ctx.db, user.id));
  const client = (database.db as unknown as { $client: PGlite }).$client;
  process.on("message", async (message: ToApi) => {
    if (message.type === "close") {
      // Where the peak went: V8's heap, or memory outside it (PGlite's WebAssembly heap, buffers).
      const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
      const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
      console.log(`API process at the end: RSS ${mb(rss)}, V8 heap ${mb(heapUsed)} used of ${mb(heapTotal)}, outside V8 ${mb(external)}`);
      await app.close();
      await database.close();
      process.disconnect();
      return;
    }
    try {
      const result = await client.query(message.text, message.params, { rowMode: message.method === "all" ? "array" : "object", parsers });
      // A raw execute answers `{ rows }` as the PGlite driver does; a select answers its rows for the proxy to map.
      send({ type: "result", id: message.id, rows: message.method === "all" ? result.rows : { rows: result.rows } });
    } catch (error) {
      send({ type: "result", id: message.id, error: (error as Error).message });
    }
  });
  send({ type: "ready", origin, authorization: `Bearer ${token}` });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
