import { type SQL, eq, inArray, sql } from "drizzle-orm";
import { formatWireDateTime } from "@app/contract/dates";
import type { Menu, MenuListQuery } from "@app/contract/schemas/kitchen-menus";
import { moneyNumber, moneyText } from "@app/contract/decimal";
import type { AppContext } from "../../../context.ts";
import type { Db, Tx } from "../../../db/client.ts";
import { dishes, menuDishes, menus, rations } from "../../../db/schema/index.ts";
import { searchCondition } from "../../../db/search.ts";
import { notFound } from "../../../http/errors.ts";
import type { MediaUrl } from "../../media/storage.ts";
import { stockDay } from "../stock/fefo.ts";
import { costAvailable, costFields, costGross, costSql, readCost } from "../costs/cost.ts";
import { costedPage } from "../costs/page.ts";
import { readAll } from "../../../db/reads.ts";

export const MENU_NOT_FOUND = "Menyu topilmadi";

/** The dishes of these menus as a menu lists them: name, image and gross price as text. */
async function dishesOf(db: Db | Tx, menuIds: string[], url: MediaUrl, day: string) {
  const rows = await db
    .select({
      menuId: menuDishes.menuId,
      id: dishes.id,
      name: dishes.name,
      image: dishes.image,
      profit: dishes.profit,
      cost: costSql("food", dishes.id, day),
    })
    .from(menuDishes)
    .innerJoin(dishes, eq(dishes.id, menuDishes.dishId))
    .where(inArray(menuDishes.menuId, menuIds))
    .orderBy(dishes.name);
  return rows.map((row) => ({
    menuId: row.menuId,
    dish: {
      id: row.id,
      name: row.name,
      price: moneyText(readCost(row.cost, row.profit).grossPrice),
      image: url(row.image),
    },
  }));
}

/** Menus by id with their dishes and current cost. */
async function menusByIds(db: Db | Tx, ids: string[], url: MediaUrl, day: string): Promise<Map<string, Menu>> {
  if (!ids.length) return new Map();
  const [rows, dishes] = await readAll(db, [
    () => db.select({ menu: menus, cost: costSql("menu", menus.id, day) }).from(menus).where(inArray(menus.id, ids)),
    () => dishesOf(db, ids, url, day),
  ]);
  return new Map(
    rows.map(({ menu, cost }) => {
      const own = dishes.filter((entry) => entry.menuId === menu.id).map((entry) => entry.dish);
      const result: Menu = {
        id: menu.id,
        name: menu.name,
        menu_type: menu.menuType,
        profit: moneyNumber(menu.profit),
        ...costFields(readCost(cost, menu.profit)),
        image: url(menu.image),
        foods: own,
        food_count: own.length,
        created_at: formatWireDateTime(menu.createdAt),
      };
      return [menu.id, result];
    }),
  );
}

export async function listMenus(ctx: AppContext, query: MenuListQuery, url: MediaUrl) {
  const day = stockDay(ctx);
  const { count, ids } = await costedPage(ctx.db, {
    kind: "menu",
    id: menus.id,
    createdAt: menus.createdAt,
    from: sql`${menus}`,
    where: [query.menu_type ? eq(menus.menuType, query.menu_type) : undefined],
    costWhere: (cost): Array<SQL | undefined> => [
      query.status === undefined ? undefined : sql`${costAvailable(cost)} = ${query.status}`,
      searchCondition(query.search, [
        menus.name,
        sql`${menus.profit}::text`,
        sql`${costGross(cost, menus.profit)}::text`,
      ]),
    ],
    page: query,
    day,
  });
  const byId = await menusByIds(ctx.db, ids, url, day);
  return { count, results: ids.map((id) => byId.get(id)).filter((menu): menu is Menu => Boolean(menu)) };
}

export async function getMenu(db: Db | Tx, id: string, url: MediaUrl, day: string): Promise<Menu> {
  const menu = (await menusByIds(db, [id], url, day)).get(id);
  if (!menu) throw notFound(MENU_NOT_FOUND);
  return menu;
}

/** A ration's three menus, breakfast, lunch, dinner (GET /menus/on/recipe/{id}/). */
export async function menusOfRation(ctx: AppContext, rationId: string, url: MediaUrl): Promise<Menu[]> {
  const [ration] = await ctx.db.select().from(rations).where(eq(rations.id, rationId));
  if (!ration) throw notFound("Ratsion topilmadi");
  const slots = [ration.menuBreakfastId, ration.menuLunchId, ration.menuDinnerId];
  const byId = await menusByIds(ctx.db, slots, url, stockDay(ctx));
  return slots.map((id) => byId.get(id)).filter((menu): menu is Menu => Boolean(menu));
}
