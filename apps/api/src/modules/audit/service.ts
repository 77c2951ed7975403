import { type SQL, and, desc, eq, gte, lt } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { AuditEntry, AuditListQuery } from "@app/contract/schemas/audit";
import { addDays, zonedDateTime } from "@app/contract/dates";
import type { AppContext } from "../../context.ts";
import { maintainedRowCount } from "../../db/row-counts.ts";
import { auditLog, users } from "../../db/schema/index.ts";
import { pageOffset, totalCount } from "../../http/pagination.ts";

function filtersOf(query: AuditListQuery): SQL[] {
  const where: SQL[] = [];
  if (query.entity) where.push(eq(auditLog.entity, query.entity));
  if (query.entity_id) where.push(eq(auditLog.entityId, query.entity_id));
  if (query.user) where.push(eq(auditLog.userId, query.user));
  if (query.date_from) where.push(gte(auditLog.at, zonedDateTime(query.date_from, 0, 0)));
  if (query.date_to) where.push(lt(auditLog.at, zonedDateTime(addDays(query.date_to, 1), 0, 0)));
  return where;
}

const entryColumns = {
  id: auditLog.id,
  at: auditLog.at,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  changes: auditLog.changes,
  userId: users.id,
  fullName: users.fullName,
  email: users.email,
};

/**
 * The page and how many changes match. The whole journal's size is kept by its trigger; a
 * filtered page has to find every match anyway, so one statement answers the page and its count.
 */
async function pageOf(ctx: AppContext, query: AuditListQuery, where: SQL[]) {
  const page = <Q extends PgSelect>(select: Q) =>
    select
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(and(...where))
      .orderBy(desc(auditLog.id))
      .limit(query.per_page)
      .offset(pageOffset(query));
  if (!where.length) {
    const [rows, [kept]] = await Promise.all([page(ctx.db.select(entryColumns).from(auditLog).$dynamic()), maintainedRowCount(ctx.db, "audit_log")]);
    return { count: kept.total, rows };
  }
  const rows = await page(ctx.db.select({ ...entryColumns, total: totalCount() }).from(auditLog).$dynamic());
  return { count: rows[0]?.total ?? 0, rows };
}

/** Changes newest first, with who made them. */
export async function listChanges(ctx: AppContext, query: AuditListQuery): Promise<{ count: number; results: AuditEntry[] }> {
  const { count, rows } = await pageOf(ctx, query, filtersOf(query));
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
