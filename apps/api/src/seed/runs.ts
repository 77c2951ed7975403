import { eq } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { seedRuns } from "../db/schema/index.ts";

export async function hasRun(ctx: AppContext, name: string): Promise<boolean> {
  const [row] = await ctx.db.select().from(seedRuns).where(eq(seedRuns.name, name));
  return Boolean(row);
}

/** Runs `step` once per database: the marker is written in the same transaction as the data. */
export async function runOnce(ctx: AppContext, name: string, step: (tx: AppContext["db"]) => Promise<void>) {
  await ctx.db.transaction(async (tx) => {
    const inserted = await tx.insert(seedRuns).values({ name }).onConflictDoNothing().returning();
    if (!inserted.length) return;
    await step(tx);
  });
}
