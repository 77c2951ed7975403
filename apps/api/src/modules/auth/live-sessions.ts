import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Database } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { createSessionCache, type SessionCache } from "./session-cache.ts";

/**
 * How long this process trusts what it read about a session. This process forgets a session the
 * moment it ends one; another API process on the same database notices within this time.
 */
export const SESSION_CHECK_TTL_MS = 1000;
const MAX_CACHED_SESSIONS = 10_000;

/** Keyed by the database, which every copy of a context (e.g. one scoped to a transaction) shares. */
const caches = new WeakMap<Database, SessionCache>();

function cacheOf(ctx: AppContext): SessionCache {
  let cache = caches.get(ctx.database);
  if (!cache) {
    cache = createSessionCache(SESSION_CHECK_TTL_MS, MAX_CACHED_SESSIONS);
    caches.set(ctx.database, cache);
  }
  return cache;
}

type SessionClaims = { sid: string; user_id: string };

/** Is the token's session still on and its user active? One primary-key read, joined with the user. */
export async function readSessionLive(ctx: AppContext, claims: SessionClaims): Promise<boolean> {
  const [row] = await ctx.db
    .select({ revokedAt: sessions.revokedAt, isActive: users.isActive })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.sid), eq(sessions.userId, claims.user_id)));
  return row !== undefined && row.revokedAt === null && row.isActive;
}

/** readSessionLive as the guard asks it on every request: read at most once per session per SESSION_CHECK_TTL_MS. */
export function sessionIsLive(ctx: AppContext, claims: SessionClaims): Promise<boolean> {
  return cacheOf(ctx).get(claims.sid, claims.user_id, () => readSessionLive(ctx, claims));
}

export function forgetSession(ctx: AppContext, sessionId: string) {
  cacheOf(ctx).forget(sessionId);
}

export function forgetUserSessions(ctx: AppContext, userId: string) {
  cacheOf(ctx).forgetUser(userId);
}
