import { eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { loginFailures } from "../../db/schema/index.ts";

/**
 * Failed logins are counted in the database, not in the process, so every API process sees the
 * same counts. They are counted per account at one address and per address, never per account
 * alone: an attacker's failures then cost the attacker's address, and cannot lock the owner out
 * from theirs. Past a key's free tries each further try waits, twice as long each time.
 */
type Policy = { free: number; firstWaitMs: number; maxWaitMs: number };

const MINUTE = 60 * 1000;
/** Guessing one account from one address stops early. */
const ACCOUNT_AT_ADDRESS: Policy = { free: 5, firstWaitMs: MINUTE, maxWaitMs: 15 * MINUTE };
/** An office behind one NAT address shares this one, so it starts later and slower. */
const ADDRESS: Policy = { free: 20, firstWaitMs: 1000, maxWaitMs: 15 * MINUTE };
/** A key's failures are forgotten once it has had no failure and no wait for this long. */
const QUIET_MS = 15 * MINUTE;
/** Caps the doubling so the wait's arithmetic stays finite whatever the count. */
const MAX_DOUBLINGS = 30;

/** Emails differing only in case count as one, so changing case does not buy more guesses. */
const accountKey = (email: string, address: string) => `account:${address} ${email.toLowerCase()}`;
const addressKey = (address: string) => `ip:${address}`;

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Count one try against the key unless it must still wait; false when it must. The count that
 * reaches the free tries sets the first wait, each later one a doubled wait.
 */
async function countTry(ctx: AppContext, key: string, policy: Policy, now: Date): Promise<boolean> {
  const failures = sql`${loginFailures.failures} + 1`;
  const wait = sql`least(${policy.firstWaitMs}::float8 * power(2, least(${failures} - ${policy.free}::int, ${MAX_DOUBLINGS}::int)), ${policy.maxWaitMs}::float8)`;
  const counted = await ctx.db
    .insert(loginFailures)
    .values({ key, failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures,
        lastFailedAt: now,
        blockedUntil: sql`case when ${failures} >= ${policy.free}::int then ${timestamp(now)} + ${wait} * interval '1 millisecond' end`,
      },
      setWhere: sql`${loginFailures.blockedUntil} is null or ${loginFailures.blockedUntil} <= ${timestamp(now)}`,
    })
    .returning({ key: loginFailures.key });
  return counted.length > 0;
}

/**
 * Count the try as a failure before the password is checked, so a burst of parallel guesses
 * cannot all pass the limit. Null when the login may go on, else the seconds to wait. Keys quiet
 * long enough are dropped first.
 */
export async function claimLoginAttempt(ctx: AppContext, email: string, address: string): Promise<number | null> {
  const now = ctx.now();
  const quietSince = sql`greatest(${loginFailures.lastFailedAt}, ${loginFailures.blockedUntil})`;
  await ctx.db.delete(loginFailures).where(sql`${quietSince} <= ${timestamp(new Date(now.getTime() - QUIET_MS))}`);
  const keys = [
    { key: accountKey(email, address), policy: ACCOUNT_AT_ADDRESS },
    { key: addressKey(address), policy: ADDRESS },
  ];
  const counted = await Promise.all(keys.map(({ key, policy }) => countTry(ctx, key, policy, now)));
  const waiting = keys.filter((_, index) => !counted[index]).map(({ key }) => key);
  if (!waiting.length) return null;
  const waits = await ctx.db
    .select({ blockedUntil: loginFailures.blockedUntil })
    .from(loginFailures)
    .where(inArray(loginFailures.key, waiting));
  const until = Math.max(...waits.map((row) => row.blockedUntil?.getTime() ?? 0));
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

/**
 * A success clears the account's failures at this address and takes back the try counted
 * against the address, with the wait that try may have started.
 */
export async function loginSucceeded(ctx: AppContext, email: string, address: string) {
  await ctx.db.delete(loginFailures).where(eq(loginFailures.key, accountKey(email, address)));
  await ctx.db
    .update(loginFailures)
    .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)`, blockedUntil: null })
    .where(eq(loginFailures.key, addressKey(address)));
}
