import { type AnyColumn, type Placeholder, type SQL, and, asc, desc, eq, gte, isNotNull, isNull, lte, ne, or, sql } from "drizzle-orm";
import { addDays, businessDayIso, formatIsoDate, formatWireDateTime, isoToWire, parseIsoDate } from "@app/contract/dates";
import {
  FOOD_ORDER_STATUSES,
  FOOD_ORDER_STATUS_LABELS,
  type FoodOrder,
  type FoodOrderListQuery,
  type FoodOrderOrdering,
  type FoodOrderStatusId,
  ORDER_TYPES,
  ORDER_TYPE_LABELS,
  PRODUCT_TYPES,
  PRODUCT_TYPE_LABELS,
} from "@app/contract/schemas/kitchen-food-orders";
import { moneyNumber } from "@app/contract/decimal";
import { orderTotal } from "@app/contract/formulas/price";
import type { AppContext } from "../../context.ts";
import type { Db, Tx } from "../../db/client.ts";
import { counterparties, foodOrders, dishes, menus, rations } from "../../db/schema/index.ts";
import { derivedRead } from "../../db/derived-reads.ts";
import { IDS, amongIds } from "../../db/id-lists.ts";
import { preparedOnce } from "../../db/prepared.ts";
import { listCount } from "../../db/row-counts.ts";
import { eachSearchWord, refersToMatch } from "../../db/search.ts";
import { notFound } from "../../http/errors.ts";
import { matchedIds, rowsOfMatches } from "../../http/matched-page.ts";
import { literalPageSize, pageOffset } from "../../http/pagination.ts";

export const FOOD_ORDER_NOT_FOUND = "Ovqat buyurtmasi topilmadi";

/**
 * The day an order is for: its `order_time`, or for a dish (cooked at once, with none) the
 * business day it was placed. The list filters and sorts on it through the food_orders_day index.
 */
export const orderDay = sql`coalesce(${foodOrders.orderTime}, business_day(${foodOrders.createdAt}))`;

export const orderTotalSql = sql`(${foodOrders.price} * ${foodOrders.productCount})`;

/**
 * The orders with what they show of their item and counterparty, and `extra`; `today` (yyyy-MM-dd,
 * or the placeholder of a statement prepared once) decides which pending ones are overdue.
 */
function selectOrders<E extends Record<string, SQL>>(db: Db | Tx, today: string | Placeholder, extra = {} as E) {
  return db
    .select({
      order: foodOrders,
      dishName: dishes.name,
      menuName: menus.name,
      rationName: rations.name,
      agentName: counterparties.name,
      overdue: sql<boolean>`(${foodOrders.status} = ${FOOD_ORDER_STATUSES.pending} and ${orderDay} < ${today}::date)`,
      ...extra,
    })
    .from(foodOrders)
    .leftJoin(dishes, eq(dishes.id, foodOrders.dishId))
    .leftJoin(menus, eq(menus.id, foodOrders.menuId))
    .leftJoin(rations, eq(rations.id, foodOrders.rationId))
    .leftJoin(counterparties, eq(counterparties.id, foodOrders.counterpartyId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectOrders>["execute"]>>[number];

/** order_time + 7 days as d.M.yyyy without zero padding. */
function experienceDate(orderTime: string | null): string | null {
  const date = orderTime ? parseIsoDate(orderTime) : null;
  if (!date) return null;
  const later = addDays(date, 7);
  return `${later.day}.${later.month}.${later.year}`;
}

/** The exactly-one ordered item and its name field. */
function orderedItem(row: Row) {
  const { order } = row;
  if (order.dishId) return { productType: PRODUCT_TYPES.dish, names: { food_name: row.dishName ?? "" } };
  if (order.menuId) return { productType: PRODUCT_TYPES.menu, names: { menu_name: row.menuName ?? "" } };
  return { productType: PRODUCT_TYPES.ration, names: { recipe_name: row.rationName ?? "" } };
}

function toFoodOrder(row: Row): FoodOrder {
  const { order } = row;
  const { productType, names } = orderedItem(row);
  const orderType = productType === PRODUCT_TYPES.dish ? ORDER_TYPES.once : ORDER_TYPES.continuous;
  const status = order.status as FoodOrderStatusId;
  return {
    id: order.id,
    food_order_id: order.code,
    food: order.dishId,
    menu: order.menuId,
    recipe: order.rationId,
    ...names,
    product_type: PRODUCT_TYPE_LABELS[productType],
    product_type_id: productType,
    order_type: ORDER_TYPE_LABELS[orderType],
    order_type_id: orderType,
    product_count: order.productCount,
    order_time: order.orderTime ? isoToWire(order.orderTime) : null,
    experience_date: experienceDate(order.orderTime),
    counter_agent: order.counterpartyId,
    counter_agent_name: row.agentName,
    address: order.address,
    price: moneyNumber(order.price),
    net_price: moneyNumber(order.netPrice),
    profit: moneyNumber(order.profit),
    total_price: moneyNumber(orderTotal(order.price, order.productCount)),
    status: FOOD_ORDER_STATUS_LABELS[status],
    status_id: status,
    overdue: row.overdue,
    created_at: formatWireDateTime(order.createdAt),
  };
}

const PRODUCT_TYPE_COLUMNS = {
  [PRODUCT_TYPES.dish]: foodOrders.dishId,
  [PRODUCT_TYPES.menu]: foodOrders.menuId,
  [PRODUCT_TYPES.ration]: foodOrders.rationId,
};

/**
 * Orders whose code, counterparty, dish, menu or ration name holds every word: the named records
 * are found first, and the orders through their own indexes on each reference.
 */
function searchedOrders(db: Db, term: string | undefined): SQL | undefined {
  return eachSearchWord(term, (matches) =>
    or(
      matches(foodOrders.code),
      refersToMatch(db, foodOrders.counterpartyId, counterparties, counterparties.id, matches(counterparties.name)),
      refersToMatch(db, foodOrders.dishId, dishes, dishes.id, matches(dishes.name)),
      refersToMatch(db, foodOrders.menuId, menus, menus.id, matches(menus.name)),
      refersToMatch(db, foodOrders.rationId, rations, rations.id, matches(rations.name)),
    ),
  );
}

/** The list's filters, on the orders' own columns only: counted without joining what they show. */
function listFilters(db: Db, query: FoodOrderListQuery): SQL | undefined {
  const productType = query.product_type as keyof typeof PRODUCT_TYPE_COLUMNS | undefined;
  return and(
    searchedOrders(db, query.search),
    query.counter_agent ? eq(foodOrders.counterpartyId, query.counter_agent) : undefined,
    query.status === undefined ? undefined : eq(foodOrders.status, query.status),
    productType === undefined ? undefined : isNotNull(PRODUCT_TYPE_COLUMNS[productType]),
    query.order_type === undefined
      ? undefined
      : query.order_type === ORDER_TYPES.once
        ? isNotNull(foodOrders.dishId)
        : isNull(foodOrders.dishId),
    query.order_time ? eq(foodOrders.orderTime, formatIsoDate(query.order_time)) : undefined,
    query.date_from ? gte(orderDay, formatIsoDate(query.date_from)) : undefined,
    query.date_to ? lte(orderDay, formatIsoDate(query.date_to)) : undefined,
    query.is_active === undefined ? undefined : query.is_active ? eq(foodOrders.status, 0) : ne(foodOrders.status, 0),
  );
}

/** What the list sorts by: when an order was placed, its day, its total. */
const SORT_KEYS = { placedAt: foodOrders.createdAt, day: orderDay, total: orderTotalSql };
type SortKeys = Record<keyof typeof SORT_KEYS | "id", AnyColumn | SQL>;

/** Each ordering and the newest placed first among equals, so pages never overlap. */
const ORDERINGS: Record<FoodOrderOrdering | "placed", (keys: SortKeys) => SQL[]> = {
  placed: (k) => [desc(k.placedAt), desc(k.id)],
  "-date": (k) => [desc(k.day), desc(k.placedAt), desc(k.id)],
  date: (k) => [asc(k.day), desc(k.placedAt), desc(k.id)],
  "-total_price": (k) => [desc(k.total), desc(k.placedAt), desc(k.id)],
  total_price: (k) => [asc(k.total), desc(k.placedAt), desc(k.id)],
};

/** Each ordering's ORDER BY over the orders' own columns. */
const sortedBy = (ordering: FoodOrderOrdering | "placed") => ORDERINGS[ordering]({ ...SORT_KEYS, id: foodOrders.id });

/**
 * A page of the list with the count of all its orders in one statement, when not searched. The page
 * is read off the date index, counted apart, and unfiltered by the count the table's triggers keep;
 * a filter such as the status matches too many orders to gather them all first.
 */
function pageStatement(db: Db, query: FoodOrderListQuery, where: SQL | undefined, today: string) {
  return selectOrders(db, today, { total: listCount(db, foodOrders, where) })
    .where(where)
    .orderBy(...sortedBy(query.ordering ?? "placed"))
    .limit(literalPageSize(query))
    .offset(pageOffset(query));
}

/**
 * A searched list's page as ids with the count of all matches: the matches are found once, then
 * counted and sorted (with the page asked directly, the database walked the date index past every
 * order that did not match: 350 ms a page at 200,000 orders). The orders of those ids are read
 * apart (`rowsOfMatches`).
 */
const matchesOf = (db: Db, query: FoodOrderListQuery, where: SQL) =>
  matchedIds(db, foodOrders, foodOrders.id, { keys: SORT_KEYS, by: ORDERINGS[query.ordering ?? "placed"] }, where, query);

/** The statement a searched page's ids come from, as the benchmark explains it; null unless searched. */
export function searchMatchesStatement(db: Db, query: FoodOrderListQuery) {
  const where = listFilters(db, query);
  return query.search && where ? matchesOf(db, query, where) : null;
}

const TODAY = sql.placeholder("today");

export async function listFoodOrders(ctx: AppContext, query: FoodOrderListQuery) {
  const today = businessDayIso(ctx.now());
  const where = listFilters(ctx.db, query);
  if (!query.search || !where) {
    const rows = await pageStatement(ctx.db, query, where, today);
    // No row is page 1 of nothing, or a page past the end, which a count of 0 also makes a 404.
    return { count: rows[0]?.total ?? 0, results: rows.map(toFoodOrder) };
  }
  const ordering = query.ordering ?? "placed";
  const ofIds = preparedOnce(ctx.db, `food_orders_of_ids_${ordering}`, (name) =>
    selectOrders(ctx.db, TODAY).where(amongIds(foodOrders.id, IDS)).orderBy(...sortedBy(ordering)).prepare(name),
  );
  const { count, rows } = await rowsOfMatches(matchesOf(ctx.db, query, where), (ids) => ofIds.execute({ today, ids }));
  return { count, results: rows.map(toFoodOrder) };
}

/** The Ovqat buyurtmalari list's page, kept between changes to the orders for the business day it was asked on. */
export function shownFoodOrders(ctx: AppContext, query: FoodOrderListQuery) {
  return derivedRead(ctx.db, "food-orders", `${businessDayIso(ctx.now())}|${JSON.stringify(query)}`, () => listFoodOrders(ctx, query));
}

export async function getFoodOrder(ctx: AppContext, id: string): Promise<FoodOrder> {
  const [row] = await selectOrders(ctx.db, businessDayIso(ctx.now())).where(eq(foodOrders.id, id));
  if (!row) throw notFound(FOOD_ORDER_NOT_FOUND);
  return toFoodOrder(row);
}

/** Food orders matching a condition, newest first, with the hotel order each is served with. */
export async function foodOrdersWhere(
  db: Db | Tx,
  where: SQL,
  now: Date,
): Promise<Array<{ hotelOrderId: string | null; order: FoodOrder }>> {
  const rows = await selectOrders(db, businessDayIso(now)).where(where).orderBy(desc(foodOrders.createdAt), desc(foodOrders.id));
  return rows.map((row) => ({ hotelOrderId: row.order.hotelOrderId, order: toFoodOrder(row) }));
}
