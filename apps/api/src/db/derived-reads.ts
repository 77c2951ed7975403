import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { perDatabase } from "./per-database.ts";
import { rowsOf } from "./rows.ts";

/**
 * What a process derives from many tables and serves again until one of them changes. Each area's
 * tables carry a trigger that logs every transaction writing them in `input_changes`: the
 * kitchen's plans (migration 0031), the dispatcher's day board (0032), a stay's rooming (0035), and
 * the pages of the most opened lists (0043).
 */
const DERIVED_AREAS = ["kitchen-plan", "day-board", "rooming", "counterparties", "hotel-orders", "stock-batches", "food-orders", "pilgrims"] as const;
export type DerivedArea = (typeof DERIVED_AREAS)[number];

/** A derivation kept longer is derived again; the log's rows outlive it (CHANGES_KEPT_MS). */
const KEPT_MS = 5 * 60 * 1000;
/** A log row is deleted once every transaction before it ended this long ago: twice what any kept derivation can be old. */
export const CHANGES_KEPT_MS = 2 * KEPT_MS;
/**
 * Derivations kept per database and area, the least recently derived dropped first: the days,
 * ranges and stays people look at, so that looking at many stays' roomings never drops the
 * kitchen's plans. A season's plan, day board or rooming is up to a few hundred kilobytes of objects.
 */
export const MAX_KEPT = 32;

type Kept = { snapshot: string; value: unknown; at: number };
const keptOf = perDatabase(
  () => Object.fromEntries(DERIVED_AREAS.map((area) => [area, new Map<string, Kept>()])) as Record<DerivedArea, Map<string, Kept>>,
);

/**
 * The part of a derivation's key that says the clock it was derived at: its second, so that the
 * requests of one second share it. What the clock decides turns on the minute (a stay's dates) or
 * at a moment a write records, and that write derives it again.
 */
export const clockKey = (now: Date) => String(Math.floor(now.getTime() / 1000));

/**
 * `derive()` of `key` in `area`, kept with the snapshot taken just before it ran, and served again
 * while no transaction that wrote the area's tables committed outside that snapshot: a write
 * visible to the derivation's reads may have been counted twice over, never missed. Checking costs
 * one short statement; a derivation that another process, or this one, changed the inputs of is
 * derived again. The value is shared between callers: they must not change it.
 */
export async function derivedRead<T>(db: Db, area: DerivedArea, key: string, derive: () => Promise<T>): Promise<T> {
  const kept = keptOf(db)[area];
  const previous = kept.get(key);
  const usable = previous && Date.now() - previous.at < KEPT_MS ? previous : undefined;
  // Rows from beyond the current snapshot's horizon can only be another database's (a copy): never a change here.
  const changed = usable
    ? sql`exists (
        select 1 from input_changes c, pg_current_snapshot() as now
        where c.area = ${area} and c.xid >= pg_snapshot_xmin(${usable.snapshot}::pg_snapshot)
          and c.xid < pg_snapshot_xmax(now) and not pg_visible_in_snapshot(c.xid, ${usable.snapshot}::pg_snapshot))`
    : sql`true`;
  const [state] = rowsOf<{ snapshot: string; changed: boolean }>(
    await db.execute(sql`select pg_current_snapshot()::text as snapshot, ${changed} as changed`),
  );
  if (usable && !state.changed) return usable.value as T;
  const value = await derive();
  kept.delete(key);
  kept.set(key, { snapshot: state.snapshot, value, at: Date.now() });
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
  return value;
}

/**
 * Deletes the log's rows no kept derivation can need: those of transactions that had ended when
 * `horizon` (a snapshot at least CHANGES_KEPT_MS old) was taken, and any from beyond the current
 * snapshot's horizon (a copy's). Returns the current snapshot, the horizon of a later run.
 */
export async function pruneInputChanges(db: Db, horizon: string | null): Promise<{ snapshot: string; deleted: number }> {
  const [state] = rowsOf<{ snapshot: string; deleted: number }>(
    await db.execute(sql`
      with gone as (
        delete from input_changes
        where ${horizon === null ? sql`false` : sql`xid < pg_snapshot_xmin(${horizon}::pg_snapshot)`}
          or xid >= pg_snapshot_xmax(pg_current_snapshot())
        returning 1
      )
      select pg_current_snapshot()::text as snapshot, (select count(*) from gone)::int as deleted`),
  );
  return state;
}
