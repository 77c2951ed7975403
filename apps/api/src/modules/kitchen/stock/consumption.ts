import { type SQL, and, eq, inArray, sql } from "drizzle-orm";
import { Dec, ZERO, dec, quantityText } from "@app/contract/decimal";
import { quantityCost } from "@app/contract/formulas/stock";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows.ts";
import { units, products, stockBatches, stockMovements } from "../../../db/schema/index.ts";
import { HttpError } from "../../../http/errors.ts";
import { fefoOrder, fefoTaken, fefoWindow, usableOn } from "./fefo.ts";

/** How much of a product something needs, in the product's recipe unit. */
export type Need = { productId: string; quantity: Dec };

type LockedBatch = { id: string; productId: string; remaining: string; unitPrice: string };

function selectBatches(tx: Tx, where: SQL | undefined) {
  return tx
    .select({
      id: stockBatches.id,
      productId: stockBatches.productId,
      remaining: stockBatches.remaining,
      unitPrice: stockBatches.unitPrice,
    })
    .from(stockBatches)
    .where(where)
    .orderBy(...fefoOrder);
}

/**
 * Locks batches in the one global order, so concurrent orders, write-offs and cancels queue
 * instead of deadlocking. No key changes, so the ledger's inserts (which hold the batch key)
 * never wait on these locks nor they on them.
 */
async function lockBatches(tx: Tx, where: SQL | undefined): Promise<LockedBatch[]> {
  return selectBatches(tx, where).for("no key update");
}

/** Applies per-batch changes in one statement: remaining += delta. */
async function adjustRemaining(ctx: AppContext, tx: Tx, deltas: Array<{ id: string; delta: Dec }>) {
  const totals = new Map<string, Dec>();
  for (const { id, delta } of deltas) totals.set(id, (totals.get(id) ?? ZERO).plus(delta));
  if (!totals.size) return;
  const rows = sql.join(
    [...totals].map(([id, delta]) => sql`(${id}::uuid, ${delta.toFixed()}::numeric)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${stockBatches} set remaining = ${stockBatches.remaining} + v.delta,
      updated_at = ${ctx.now().toISOString()}::timestamptz
    from (values ${rows}) as v(id, delta)
    where ${stockBatches.id} = v.id`);
}

function groupByProduct(batches: LockedBatch[]): Map<string, LockedBatch[]> {
  const groups = new Map<string, LockedBatch[]>();
  for (const batch of batches) {
    const group = groups.get(batch.productId);
    if (group) group.push(batch);
    else groups.set(batch.productId, [batch]);
  }
  return groups;
}

const SHORTAGE = "Omborda mahsulot yetarli emas";

/**
 * 400 with the shortfall per product: `{"<product id>": {name, needed,
 * measure}}`, `needed` in the recipe unit, as text.
 */
async function shortage(tx: Tx, shortfalls: Map<string, Dec>): Promise<HttpError> {
  const rows = await tx
    .select({ id: products.id, name: products.name, measure: units.abbreviation })
    .from(products)
    .innerJoin(units, eq(units.id, products.unitId))
    .where(inArray(products.id, [...shortfalls.keys()]))
    .orderBy(products.name);
  const body: Record<string, unknown> = {};
  for (const row of rows) {
    body[row.id] = { name: row.name, needed: quantityText(shortfalls.get(row.id) ?? ZERO), measure: row.measure };
  }
  return new HttpError(400, { ...body, detail: `${SHORTAGE}: ${rows.map((row) => row.name).join(", ")}` });
}

/** The exact amount to take from each locked batch. */
export type ConsumptionPlan = Array<{ batch: LockedBatch; quantity: Dec }>;

const positive = (needs: Need[]) => needs.filter((need) => need.quantity.gt(0));

/** The batches a plan may draw on: the needed products' batches still good on `day`. */
const drawable = (wanted: Need[], day: string) =>
  and(
    inArray(
      stockBatches.productId,
      wanted.map((need) => need.productId),
    ),
    usableOn(day),
  );

/** Takes each need from the batches in their order (first-expiring first); what they lack is the shortfall. */
function allocate(batches: LockedBatch[], wanted: Need[]): { plan: ConsumptionPlan; shortfalls: Map<string, Dec> } {
  const byProduct = groupByProduct(batches);
  const shortfalls = new Map<string, Dec>();
  for (const need of wanted) {
    const available = (byProduct.get(need.productId) ?? []).reduce((sum, batch) => sum.plus(batch.remaining), ZERO);
    if (available.lt(need.quantity)) shortfalls.set(need.productId, need.quantity.minus(available));
  }
  const plan: ConsumptionPlan = [];
  if (shortfalls.size) return { plan, shortfalls };
  for (const need of wanted) {
    let left = need.quantity;
    for (const batch of byProduct.get(need.productId) ?? []) {
      if (left.isZero()) break;
      const quantity = Dec.min(left, dec(batch.remaining));
      left = left.minus(quantity);
      plan.push({ batch, quantity });
    }
  }
  return { plan, shortfalls };
}

/**
 * Locks the batches of the needed products and plans taking what is needed, first-expiring
 * first, from batches still good on `day` (yyyy-MM-dd). A shortage of any product is the answer
 * and nothing is taken. The locks hold until the transaction ends, so the plan stays valid until applied.
 */
export async function planConsumption(tx: Tx, needs: Need[], day: string): Promise<ConsumptionPlan> {
  const wanted = positive(needs);
  if (!wanted.length) return [];
  const { plan, shortfalls } = allocate(await lockBatches(tx, drawable(wanted, day)), wanted);
  if (shortfalls.size) throw await shortage(tx, shortfalls);
  return plan;
}

/**
 * Locks the batches `wanted` draws on, as lockBatches() does, plans again under the locks, and
 * takes `seen` only when that plan is the same: the same amounts from the same batches at the
 * same prices (stock moved in between otherwise). Answers whether it took. One statement, so the
 * locks wait on no round trip before the commit.
 */
async function takeUnlessMoved(ctx: AppContext, tx: Tx, wanted: Need[], day: string, seen: ConsumptionPlan): Promise<boolean> {
  const result = await tx.execute(sql`
    with need(product_id, quantity) as (
      select * from unnest(${sql.param(wanted.map((need) => need.productId))}::uuid[], ${sql.param(wanted.map((need) => need.quantity.toFixed()))}::numeric[])
    ),
    seen(batch_id, unit_price, quantity) as (
      select * from unnest(${sql.param(seen.map((step) => step.batch.id))}::uuid[], ${sql.param(seen.map((step) => step.batch.unitPrice))}::numeric[],
        ${sql.param(seen.map((step) => step.quantity.toFixed()))}::numeric[])
    ),
    locked as materialized (
      select * from ${stockBatches} where ${drawable(wanted, day)}
      order by ${sql.join(fefoOrder, sql`, `)} for no key update
    ),
    -- The locked rows under the table's name, so that the FEFO window orders them.
    planned as (
      select ${stockBatches.id} as batch_id, ${stockBatches.unitPrice} as unit_price, ${fefoTaken(sql`need.quantity`)} as quantity
      from locked as ${stockBatches} join need on need.product_id = ${stockBatches.productId}
      ${fefoWindow}
    ),
    verdict as (
      select coalesce(bool_and(p.batch_id is not null and s.batch_id is not null
        and p.unit_price = s.unit_price and p.quantity = s.quantity), false) as same
      from (select * from planned where quantity > 0) as p full join seen as s on s.batch_id = p.batch_id
    ),
    taken as (
      update ${stockBatches} set remaining = ${stockBatches.remaining} - seen.quantity,
        updated_at = ${ctx.now().toISOString()}::timestamptz
      from seen, verdict
      where verdict.same and ${stockBatches.id} = seen.batch_id
    )
    select same from verdict`);
  return rowsOf<{ same: boolean }>(result)[0].same;
}

/**
 * Takes what the needs ask for, as planConsumption() and applyConsumption() would, holding the
 * batch locks only for the update itself. Every order of the same products queues on those
 * locks until it commits, so what does not need them comes first: the plan is read without
 * locks and the ledger written (with the totals its triggers keep), then takeUnlessMoved() locks,
 * plans again and, when nothing moved in between (the usual case), takes. When it moved, the
 * ledger is undone and the order takes the locks first, as planConsumption() does.
 */
export async function consume(
  ctx: AppContext,
  tx: Tx,
  needs: Need[],
  day: string,
  order: Taker,
): Promise<void> {
  const wanted = positive(needs);
  if (!wanted.length) return;
  const seen = allocate(await selectBatches(tx, drawable(wanted, day)), wanted);
  if (!seen.shortfalls.size) {
    // Not released when the take succeeds: the commit ends it, and a release would be one more
    // round trip while the batches are locked.
    await tx.execute(sql`savepoint unlocked_plan`);
    await recordConsumption(ctx, tx, movesOf([{ plan: seen.plan, order }]));
    if (await takeUnlessMoved(ctx, tx, wanted, day, seen.plan)) return;
    await tx.execute(sql`rollback to savepoint unlocked_plan`);
  }
  await applyConsumption(ctx, tx, await planConsumption(tx, needs, day), order);
}

/** Who takes a plan's stock: the order each ledger line names. */
type Taker = { id: string; userId: string | null };
type Move = ConsumptionPlan[number] & { order: Taker };

const movesOf = (takes: Array<{ plan: ConsumptionPlan; order: Taker }>): Move[] =>
  takes.flatMap(({ plan, order }) => plan.map(({ batch, quantity }) => ({ batch, quantity, order })));

/** Takes the planned amounts, recording in the ledger exactly what left each batch for the order. */
export async function applyConsumption(ctx: AppContext, tx: Tx, plan: ConsumptionPlan, order: Taker): Promise<void> {
  await applyConsumptions(ctx, tx, [{ plan, order }]);
}

/** Takes the planned amounts of many orders at once: one update of the batches and one insert of the ledger. */
export async function applyConsumptions(ctx: AppContext, tx: Tx, takes: Array<{ plan: ConsumptionPlan; order: Taker }>): Promise<void> {
  const moves = movesOf(takes);
  if (!moves.length) return;
  await takeFromBatches(ctx, tx, moves);
  await recordConsumption(ctx, tx, moves);
}

function takeFromBatches(ctx: AppContext, tx: Tx, plan: ConsumptionPlan) {
  return adjustRemaining(
    ctx,
    tx,
    plan.map(({ batch, quantity }) => ({ id: batch.id, delta: quantity.negated() })),
  );
}

/**
 * The ledger's lines of a consumption: exactly what leaves each batch for each order, at its
 * price. The columns go as arrays, so the statement's size does not grow with the number of lines.
 */
async function recordConsumption(ctx: AppContext, tx: Tx, moves: Move[]) {
  if (!moves.length) return;
  const column = <T>(value: (move: Move) => T) => sql.param(moves.map(value));
  await tx.execute(sql`
    insert into ${stockMovements} (batch_id, product_id, kind, quantity, value, food_order_id, created_by, created_at)
    select batch_id, product_id, 'consumption', quantity, value, food_order_id, created_by, ${ctx.now().toISOString()}::timestamptz
    from unnest(
      ${column((move) => move.batch.id)}::uuid[], ${column((move) => move.batch.productId)}::uuid[],
      ${column((move) => move.quantity.toFixed())}::numeric[], ${column((move) => quantityCost(move.quantity, move.batch.unitPrice).toFixed(2))}::numeric[],
      ${column((move) => move.order.id)}::uuid[], ${column((move) => move.order.userId)}::uuid[]
    ) as m(batch_id, product_id, quantity, value, food_order_id, created_by)`);
}

/** Gives back exactly what an order took, batch by batch, so each batch's remainder is as before. */
export async function restore(ctx: AppContext, tx: Tx, order: { id: string; userId: string | null }): Promise<void> {
  const taken = await tx
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.foodOrderId, order.id), eq(stockMovements.kind, "consumption")));
  if (!taken.length) return;
  await lockBatches(
    tx,
    inArray(
      stockBatches.id,
      taken.map((movement) => movement.batchId),
    ),
  );
  await adjustRemaining(
    ctx,
    tx,
    taken.map((movement) => ({ id: movement.batchId, delta: dec(movement.quantity) })),
  );
  await tx.insert(stockMovements).values(
    taken.map((movement) => ({
      batchId: movement.batchId,
      productId: movement.productId,
      kind: "restoration" as const,
      quantity: movement.quantity,
      value: movement.value,
      foodOrderId: order.id,
      createdBy: order.userId,
      createdAt: ctx.now(),
    })),
  );
}
