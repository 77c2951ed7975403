import type { AppContext } from "../context.ts";
import { seedDemoCounterparties } from "./demo-counterparties.ts";
import { seedDemoExpenses } from "./demo-expenses.ts";
import { seedDemoGuestGroups } from "./demo-guest-groups.ts";
import { seedDemoHotels } from "./demo-hotels.ts";
import { seedDemoHr } from "./demo-hr.ts";
import { seedDemoKitchen } from "./demo-kitchen.ts";
import { seedDemoStaff } from "./demo-staff.ts";
import { seedDemoTaxi } from "./demo-taxi.ts";
import { runOnce } from "./runs.ts";

export const DEMO_MARKER = "demo";

/** One seeder per area, each run once per database under its own marker. */
const DEMO_SEEDERS: Array<{ name: string; seed: (ctx: AppContext, db: AppContext["db"]) => Promise<void> }> = [
  { name: "staff", seed: seedDemoStaff },
  { name: "counter-agents", seed: seedDemoCounterparties },
  { name: "guest-groups", seed: seedDemoGuestGroups },
  { name: "hotels", seed: seedDemoHotels },
  { name: "hr", seed: seedDemoHr },
  { name: "taxi", seed: seedDemoTaxi },
  { name: "kitchen", seed: seedDemoKitchen },
  { name: "expenses", seed: seedDemoExpenses },
];

export async function runDemoSeeds(ctx: AppContext) {
  for (const seeder of DEMO_SEEDERS) {
    await runOnce(ctx, `demo:${seeder.name}`, (db) => seeder.seed(ctx, db));
  }
}
