import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { AuditAction, AuditedEntity } from "@app/contract/schemas/audit";

/** The journal of changes: written only by the audit triggers (migration 0025), never updated or deleted. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** No foreign key: a user removed later keeps their changes. */
    userId: uuid("user_id"),
    action: text("action").$type<AuditAction>().notNull(),
    entity: text("entity").$type<AuditedEntity>().notNull(),
    entityId: text("entity_id"),
    changes: jsonb("changes").$type<Record<string, [unknown, unknown]>>().notNull(),
  },
  (table) => [
    index("audit_log_entity").on(table.entity, table.entityId, table.id.desc()),
    index("audit_log_user").on(table.userId, table.id.desc()),
    index("audit_log_at").on(table.at),
  ],
);
