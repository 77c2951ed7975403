import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../context.ts";
import { startPeriodicJob } from "../../jobs.ts";
import { deleteDeadResetCredentials } from "./password-reset.ts";
import { deleteDeadSessions } from "./sessions.ts";

const CLEANUP_JOB_INTERVAL_MS = 60 * 60 * 1000;

/** A revoked session stays a day, so a recent logout or password change can still be traced. */
const KEEP_REVOKED_MS = 24 * 60 * 60 * 1000;

/** Deletes the sessions, refresh tokens, reset codes and reset links that can no longer be used. */
export async function runCredentialCleanup(ctx: AppContext) {
  const sessions = await deleteDeadSessions(ctx, new Date(ctx.now().getTime() - KEEP_REVOKED_MS));
  return { ...sessions, ...(await deleteDeadResetCredentials(ctx)) };
}

/** Runs the cleanup now and every hour; the returned function stops it. */
export function startCredentialCleanupJob(ctx: AppContext, log: FastifyBaseLogger, intervalMs = CLEANUP_JOB_INTERVAL_MS) {
  return startPeriodicJob("credential cleanup job", () => runCredentialCleanup(ctx), log, intervalMs);
}
