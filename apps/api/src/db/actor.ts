import { AsyncLocalStorage } from "node:async_hooks";

const actors = new AsyncLocalStorage<string>();

/**
 * Runs `task` on behalf of a user: every statement it sends carries the user in the connection
 * setting app.actor, which the audit triggers write beside each change.
 */
export function asActor<T>(userId: string, task: () => T): T {
  return actors.run(userId, task);
}

/** The user the current statements are sent for; '' for the system's own work. */
export function currentActor(): string {
  return actors.getStore() ?? "";
}

/** The statement that hands the actor to the connection; `local` ends it with the transaction. */
export const SET_ACTOR = (local: boolean) => `select set_config('app.actor', $1, ${local})`;
