import { desc } from "drizzle-orm";
import { formatWireDateTime } from "@app/contract/dates";
import { can } from "@app/contract/roles";
import { listSearchPath } from "@app/contract/web-paths";
import { transfers as transferTable } from "../../db/schema/index.ts";
import { searchCondition } from "../../db/search.ts";
import { type KindSearch, subtitleOf } from "./kind.ts";

/** Transfers by their number, shown on the orders tab of the taxi page. */
export const transfers: KindSearch = {
  kind: "transfer",
  visible: (principal) => can(principal, "taxi", "read"),
  async find(ctx, { term, limit }) {
    const rows = await ctx.db
      .select({
        id: transferTable.id,
        number: transferTable.orderNumber,
        performDate: transferTable.performDate,
        from: transferTable.fromLocation,
        to: transferTable.toLocation,
      })
      .from(transferTable)
      .where(searchCondition(term, [transferTable.orderNumber]))
      .orderBy(desc(transferTable.createdAt), desc(transferTable.id))
      .limit(limit);
    return rows.map((row) => ({
      kind: "transfer" as const,
      id: row.id,
      title: `№${row.number}`,
      subtitle: subtitleOf([row.from, row.to].filter(Boolean).join(" → "), formatWireDateTime(row.performDate)),
      url: listSearchPath("/taxi", row.number, "orders"),
    }));
  },
};
