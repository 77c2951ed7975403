import { count } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { users } from "../db/schema/index.ts";
import { hashPassword, passwordProblems } from "../modules/auth/passwords.ts";
import { runDemoSeeds, DEMO_MARKER } from "./demo.ts";
import { hasRun, runOnce } from "./runs.ts";

export const FIRST_SUPERUSER_NAME = "Administrator";

/**
 * On start: create the first superuser when no user exists, and fill demo data when the
 * database was empty and demo data is wanted (SEED_DEMO, default on for embedded PGlite).
 * Each demo area seeds once; an area added by a later release seeds on the next start.
 * ADMIN_PASSWORD keeps the rule every other password keeps, so the most powerful account is
 * not the one with the weakest password.
 */
export async function firstRun(ctx: AppContext, log: { warn(msg: string): void; info(msg: string): void }) {
  const [{ total }] = await ctx.db.select({ total: count() }).from(users);
  const empty = total === 0;
  if (empty) {
    const { admin, production } = ctx.config;
    if (admin.isDefault && production) {
      throw new Error("ADMIN_EMAIL and ADMIN_PASSWORD must be set for the first start with NODE_ENV=production");
    }
    const problems = passwordProblems(admin.password, { email: admin.email, fullName: FIRST_SUPERUSER_NAME });
    if (problems.length) {
      throw new Error(`ADMIN_PASSWORD is too weak for the first superuser (${problems.join("; ")}): set one that keeps the password rule`);
    }
    await ctx.db.insert(users).values({
      email: admin.email,
      fullName: FIRST_SUPERUSER_NAME,
      passwordHash: await hashPassword(admin.password),
      role: "superuser",
      isStaff: true,
      isSuperuser: true,
    });
    if (admin.isDefault) {
      log.warn(`Created the first superuser ${admin.email} with the default password: change it after logging in.`);
    } else {
      log.info(`Created the first superuser ${admin.email}.`);
    }
    if (ctx.config.seedDemo) await runOnce(ctx, DEMO_MARKER, async () => {});
  }
  if (ctx.config.seedDemo && (await hasRun(ctx, DEMO_MARKER))) {
    await runDemoSeeds(ctx);
  }
}
