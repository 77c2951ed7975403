import { desc, eq } from "drizzle-orm";
import { can } from "@app/contract/roles";
import { FOOD_ORDER_STATUSES } from "@app/contract/schemas/kitchen-food-orders";
import { foodOrderPath } from "@app/contract/web-paths";
import { counterparties, dishes, foodOrders as foodOrderTable, menus, rations } from "../../db/schema/index.ts";
import { searchCondition } from "../../db/search.ts";
import { type KindSearch, subtitleOf } from "./kind.ts";

/** Food orders by their number; a pending one opens under the active orders, the others under the completed. */
export const foodOrders: KindSearch = {
  kind: "food_order",
  visible: (principal) => can(principal, "orders", "read"),
  async find(ctx, { term, limit }) {
    const rows = await ctx.db
      .select({
        id: foodOrderTable.id,
        code: foodOrderTable.code,
        status: foodOrderTable.status,
        portions: foodOrderTable.productCount,
        counterparty: counterparties.name,
        dish: dishes.name,
        menu: menus.name,
        ration: rations.name,
      })
      .from(foodOrderTable)
      .leftJoin(counterparties, eq(counterparties.id, foodOrderTable.counterpartyId))
      .leftJoin(dishes, eq(dishes.id, foodOrderTable.dishId))
      .leftJoin(menus, eq(menus.id, foodOrderTable.menuId))
      .leftJoin(rations, eq(rations.id, foodOrderTable.rationId))
      .where(searchCondition(term, [foodOrderTable.code]))
      .orderBy(desc(foodOrderTable.createdAt), desc(foodOrderTable.id))
      .limit(limit);
    return rows.map((row) => ({
      kind: "food_order" as const,
      id: row.id,
      title: `№${row.code}`,
      subtitle: subtitleOf(row.dish ?? row.menu ?? row.ration, `${row.portions} porsiya`, row.counterparty),
      url: foodOrderPath(row.status === FOOD_ORDER_STATUSES.pending ? "active" : "completed", row.id),
    }));
  },
};
