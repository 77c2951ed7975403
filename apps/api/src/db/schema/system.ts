import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** One row per seeding step that has run, so a restart never seeds twice. */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
});
