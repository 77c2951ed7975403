import { type SQL, and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { AuditEntry, AuditListQuery } from "@app/contract/schemas/audit";
import { addDays, zonedDateTime } from "@app/contract/dates";
import type { AppContext } from "../../context.ts";
import { maintainedRowCount } from "../../db/row-counts.ts";
import { auditLog, users } from "../../db/schema/index.ts";
import { pageOffset } from "../../http/pagination.ts";

function filtersOf(query: AuditListQuery): SQL[] {
  const where: SQL[] = [];
  if (query.entity) where.push(eq(auditLog.entity, query.entity));
  if (query.entity_id) where.push(eq(auditLog.entityId, query.entity_id));
  if (query.user) where.push(eq(auditLog.userId, query.user));
  if (query.date_from) where.push(gte(auditLog.at, zonedDateTime(query.date_from, 0, 0)));
  if (query.date_to) where.push(lt(auditLog.at, zonedDateTime(addDays(query.date_to, 1), 0, 0)));
  return where;
}

/** The whole journal's size is kept by its trigger; a filtered page counts its rows. */
async function countOf(ctx: AppContext, where: SQL[]): Promise<number> {
  if (where.length === 0) {
    const [row] = await maintainedRowCount(ctx.db, "audit_log");
    return row.total;
  }
  const [row] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(and(...where));
  return row.total;
}

/** Changes newest first, with who made them. */
export async function listChanges(ctx: AppContext, query: AuditListQuery): Promise<{ count: number; results: AuditEntry[] }> {
  const where = filtersOf(query);
  const [count, rows] = await Promise.all([
    countOf(ctx, where),
    ctx.db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        changes: auditLog.changes,
        userId: users.id,
        fullName: users.fullName,
        email: users.email,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(and(...where))
      .orderBy(desc(auditLog.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
  ]);
  return {
    count,
    results: rows.map((row) => ({
      id: String(row.id),
      at: row.at.toISOString(),
      user: row.userId ? { id: row.userId, full_name: row.fullName ?? "", email: row.email ?? "" } : null,
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      changes: row.changes,
    })),
  };
}
