import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "./context.ts";
import { firstRun } from "./seed/first-run.ts";

/**
 * Migrations and the first-run seed, by one process at a time of all those sharing the database:
 * two started together would otherwise race to create the same tables and each create a first
 * superuser.
 */
export function prepareDatabase(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  return ctx.database.exclusively(async () => {
    await ctx.database.migrate();
    await firstRun(ctx, log);
  });
}
