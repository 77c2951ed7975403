import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "./context.ts";
import { importLegacyImages } from "./modules/media/legacy-files.ts";
import { firstRun } from "./seed/first-run.ts";

/**
 * Migrations, moving images uploaded as files into the database, and the first-run seed, by one
 * process at a time of all those sharing the database: two started together would otherwise race
 * to create the same tables and each create a first superuser.
 */
export function prepareDatabase(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  return ctx.database.exclusively(async () => {
    await ctx.database.migrate();
    await importLegacyImages(ctx, log);
    await firstRun(ctx, log);
  });
}
