import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { loginFailures } from "../../db/schema/index.ts";

/**
 * Failed logins are counted in the database, not in the process, so every API process sees
 * the same counts. One email is throttled long before one address, so guessing one account's
 * password stops early while an office behind one NAT address can still sign in.
 */
const WINDOW_MS = 15 * 60 * 1000;
const EMAIL_LIMIT = 5;
const ADDRESS_LIMIT = 30;

/** Emails differing only in case count as one, so changing case does not buy more guesses. */
const emailKey = (email: string) => `email:${email.toLowerCase()}`;
const addressKey = (address: string) => `ip:${address}`;

/**
 * Count the attempt as a failure before the password is checked, so a burst of parallel guesses
 * cannot all pass the limit; false when the email or the address is over its limit. Counts
 * whose window has passed are dropped first.
 */
export async function claimLoginAttempt(ctx: AppContext, email: string, address: string): Promise<boolean> {
  const now = ctx.now();
  await ctx.db.delete(loginFailures).where(lte(loginFailures.windowStartedAt, new Date(now.getTime() - WINDOW_MS)));
  const counts = await ctx.db
    .insert(loginFailures)
    .values([emailKey(email), addressKey(address)].map((key) => ({ key, failures: 1, windowStartedAt: now })))
    .onConflictDoUpdate({ target: loginFailures.key, set: { failures: sql`${loginFailures.failures} + 1` } })
    .returning();
  return counts.every((row) => row.failures <= (row.key === emailKey(email) ? EMAIL_LIMIT : ADDRESS_LIMIT));
}

/** A success clears the email's failures and takes back the attempt counted against the address. */
export async function loginSucceeded(ctx: AppContext, email: string, address: string) {
  await ctx.db.delete(loginFailures).where(eq(loginFailures.key, emailKey(email)));
  await ctx.db
    .update(loginFailures)
    .set({ failures: sql`${loginFailures.failures} - 1` })
    .where(and(eq(loginFailures.key, addressKey(address)), gt(loginFailures.failures, 0)));
}
