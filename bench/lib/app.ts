import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../apps/api/src/app.ts";
import { loadConfig } from "../../apps/api/src/config.ts";
import type { AppContext } from "../../apps/api/src/context.ts";
import type { Database } from "../../apps/api/src/db/client.ts";
import { users } from "../../apps/api/src/db/schema/index.ts";
import { startSession, tokenSubject } from "../../apps/api/src/modules/auth/sessions.ts";
import { signAccessToken } from "../../apps/api/src/modules/auth/tokens.ts";

export type RunningApp = { app: FastifyInstance; ctx: AppContext; origin: string; authorization: string };

/** The real API on a free local port, and a superuser's bearer header for it. */
export async function startApp(database: Database): Promise<RunningApp> {
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
  return { app, ctx, origin, authorization: `Bearer ${token}` };
}
