import { type SQL, inArray, sql } from "drizzle-orm";
import { formatWireDateTime } from "@app/contract/dates";
import type { Ration, RationListQuery } from "@app/contract/schemas/kitchen-rations";
import { moneyNumber } from "@app/contract/decimal";
import type { AppContext } from "../../../context.ts";
import type { Db, Tx } from "../../../db/client.ts";
import { menus, rations } from "../../../db/schema/index.ts";
import { searchCondition } from "../../../db/search.ts";
import { notFound } from "../../../http/errors.ts";
import { costAvailable, costFields, costGross, costSql, readCost } from "../costs/cost.ts";
import { costedPage } from "../costs/page.ts";
import { stockDay } from "../stock/fefo.ts";

export const RATION_NOT_FOUND = "Ratsion topilmadi";

/** Rations by id with their three menus (name and gross price) and current cost. */
async function rationsByIds(db: Db | Tx, ids: string[], day: string): Promise<Map<string, Ration>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ ration: rations, cost: costSql("ration", rations.id, day) })
    .from(rations)
    .where(inArray(rations.id, ids));
  const menuIds = [...new Set(rows.flatMap(({ ration }) => [ration.menuBreakfastId, ration.menuLunchId, ration.menuDinnerId]))];
  const slotMenus = menuIds.length
    ? await db
        .select({ id: menus.id, name: menus.name, profit: menus.profit, cost: costSql("menu", menus.id, day) })
        .from(menus)
        .where(inArray(menus.id, menuIds))
    : [];
  const menuById = new Map(
    slotMenus.map((menu) => [
      menu.id,
      { id: menu.id, name: menu.name, price: moneyNumber(readCost(menu.cost, menu.profit).grossPrice) },
    ]),
  );
  /** The slots are foreign keys: their menus exist. */
  const slot = (id: string) => menuById.get(id)!;
  return new Map(
    rows.map(({ ration, cost }) => {
      const result: Ration = {
        id: ration.id,
        name: ration.name,
        profit: moneyNumber(ration.profit),
        ...costFields(readCost(cost, ration.profit)),
        menu_breakfast: ration.menuBreakfastId,
        menu_lunch: ration.menuLunchId,
        menu_dinner: ration.menuDinnerId,
        menus: [
          { menu_breakfast: slot(ration.menuBreakfastId) },
          { menu_lunch: slot(ration.menuLunchId) },
          { menu_dinner: slot(ration.menuDinnerId) },
        ],
        menus_count: 3,
        created_at: formatWireDateTime(ration.createdAt),
      };
      return [ration.id, result];
    }),
  );
}

export async function listRations(ctx: AppContext, query: RationListQuery) {
  const day = stockDay(ctx);
  const { count, ids } = await costedPage(ctx.db, {
    kind: "ration",
    id: rations.id,
    createdAt: rations.createdAt,
    from: sql`${rations}`,
    where: [],
    costWhere: (cost): Array<SQL | undefined> => [
      query.status === undefined ? undefined : sql`${costAvailable(cost)} = ${query.status}`,
      searchCondition(query.search, [
        rations.name,
        sql`${rations.profit}::text`,
        sql`${costGross(cost, rations.profit)}::text`,
      ]),
    ],
    page: query,
    day,
  });
  const byId = await rationsByIds(ctx.db, ids, day);
  return { count, results: ids.map((id) => byId.get(id)).filter((ration): ration is Ration => Boolean(ration)) };
}

export async function getRation(db: Db | Tx, id: string, day: string): Promise<Ration> {
  const ration = (await rationsByIds(db, [id], day)).get(id);
  if (!ration) throw notFound(RATION_NOT_FOUND);
  return ration;
}
