import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { startEmbeddedVacuumJob } from "./db/embedded-vacuum-job.ts";
import { startInputChangesJob } from "./db/input-changes-job.ts";
import { startCredentialCleanupJob } from "./modules/auth/cleanup-job.ts";
import { startHotelStatusJob } from "./modules/hotel-orders/status-job.ts";
import { startTotalsJob } from "./modules/statistics/totals-job.ts";
import { stopOnSignal } from "./shutdown.ts";
import { prepareDatabase } from "./startup.ts";

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  const { app, ctx } = await buildApp({ config, database, persistOutbox: true });
  database.onConnectionLost((error) => app.log.warn({ err: error }, "A database connection was lost; the next query opens a new one"));
  await prepareDatabase(ctx, app.log);
  if (!config.webDist) app.log.warn("apps/web/dist is missing: run `npm run build` to serve the web app.");
  stopOnSignal(app, database, [
    startHotelStatusJob(ctx, app.log),
    startCredentialCleanupJob(ctx, app.log),
    startTotalsJob(ctx, app.log),
    startInputChangesJob(ctx.db, app.log),
    ...(database.kind === "pglite" ? [startEmbeddedVacuumJob(ctx.db, app.log)] : []),
  ]);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Serving on http://localhost:${config.port} (${database.kind})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
