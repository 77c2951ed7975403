import { desc } from "drizzle-orm";
import { can } from "@app/contract/roles";
import { groupPath } from "@app/contract/web-paths";
import { guestGroups } from "../../db/schema/index.ts";
import { searchCondition } from "../../db/search.ts";
import type { KindSearch } from "./kind.ts";

/** Guest groups by name, each opening its own page. */
export const groups: KindSearch = {
  kind: "group",
  visible: (principal) => can(principal, "guest_groups", "read"),
  async find(ctx, { term, limit }) {
    const rows = await ctx.db
      .select({ id: guestGroups.id, name: guestGroups.name, count: guestGroups.count })
      .from(guestGroups)
      .where(searchCondition(term, [guestGroups.name]))
      .orderBy(desc(guestGroups.createdAt), desc(guestGroups.id))
      .limit(limit);
    return rows.map((row) => ({
      kind: "group" as const,
      id: row.id,
      title: row.name,
      subtitle: `${row.count} kishi`,
      url: groupPath(row.id),
    }));
  },
};
