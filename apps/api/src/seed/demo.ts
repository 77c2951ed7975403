import type { AppContext } from "../context.ts";
import { runOnce } from "./runs.ts";

export const DEMO_MARKER = "demo";

/** One seeder per area, each run once per database under its own marker. */
const DEMO_SEEDERS: Array<{ name: string; seed: (ctx: AppContext, db: AppContext["db"]) => Promise<void> }> = [];

export async function runDemoSeeds(ctx: AppContext) {
  for (const seeder of DEMO_SEEDERS) {
    await runOnce(ctx, `demo:${seeder.name}`, (db) => seeder.seed(ctx, db));
  }
}
