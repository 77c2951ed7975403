import { desc } from "drizzle-orm";
import { can } from "@app/contract/roles";
import { listSearchPath } from "@app/contract/web-paths";
import { counterparties as counterpartyTable } from "../../db/schema/index.ts";
import { searchCondition } from "../../db/search.ts";
import { type KindSearch, subtitleOf } from "./kind.ts";

/** Counterparties by name, shown on the counterparties page. */
export const counterparties: KindSearch = {
  kind: "counter_agent",
  visible: (principal) => can(principal, "counterparties", "read"),
  async find(ctx, { term, limit }) {
    const rows = await ctx.db
      .select({
        id: counterpartyTable.id,
        name: counterpartyTable.name,
        type: counterpartyTable.counterpartyType,
        address: counterpartyTable.address,
      })
      .from(counterpartyTable)
      .where(searchCondition(term, [counterpartyTable.name]))
      .orderBy(desc(counterpartyTable.createdAt), desc(counterpartyTable.id))
      .limit(limit);
    return rows.map((row) => ({
      kind: "counter_agent" as const,
      id: row.id,
      title: row.name,
      subtitle: subtitleOf(row.type, row.address),
      url: listSearchPath("/counterparties", row.name),
    }));
  },
};
