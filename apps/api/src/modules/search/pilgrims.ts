import { desc, eq } from "drizzle-orm";
import { can } from "@app/contract/roles";
import { groupPath, listSearchPath } from "@app/contract/web-paths";
import { guestGroups, pilgrims as pilgrimTable } from "../../db/schema/index.ts";
import { searchCondition } from "../../db/search.ts";
import { type KindSearch, subtitleOf } from "./kind.ts";

/** Pilgrims by name or passport number, each opening its group's manifest searched for them. */
export const pilgrims: KindSearch = {
  kind: "pilgrim",
  visible: (principal) => can(principal, "guest_groups", "read"),
  async find(ctx, { term, limit }) {
    const rows = await ctx.db
      .select({
        id: pilgrimTable.id,
        fullName: pilgrimTable.fullName,
        passport: pilgrimTable.passportNumber,
        groupId: guestGroups.id,
        group: guestGroups.name,
      })
      .from(pilgrimTable)
      .innerJoin(guestGroups, eq(guestGroups.id, pilgrimTable.groupId))
      .where(searchCondition(term, [pilgrimTable.fullName, pilgrimTable.passportNumber]))
      .orderBy(desc(pilgrimTable.createdAt), desc(pilgrimTable.id))
      .limit(limit);
    return rows.map((row) => ({
      kind: "pilgrim" as const,
      id: row.id,
      title: row.fullName,
      subtitle: subtitleOf(row.group, row.passport),
      url: listSearchPath(groupPath(row.groupId), row.fullName),
    }));
  },
};
