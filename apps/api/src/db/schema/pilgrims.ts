import { type AnyPgColumn, check, date, index, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { entityColumns, oneOf } from "./columns.ts";
import { guestGroups } from "./counterparties.ts";

const DIETS = ["regular", "diabetic", "soft", "vegetarian"] as const;

/**
 * One person of a guest group's manifest, as the passport names them. A passport is unique only
 * among groups still travelling, which a plain index cannot say: the service checks it under a lock.
 * The group cannot be deleted while it has pilgrims (the foreign key refuses).
 */
export const pilgrims = pgTable(
  "pilgrims",
  {
    ...entityColumns,
    groupId: uuid("group_id")
      .notNull()
      .references(() => guestGroups.id, { onDelete: "no action" }),
    fullName: text("full_name").notNull(),
    gender: smallint("gender").notNull(),
    birthDate: date("birth_date").notNull(),
    passportNumber: text("passport_number").notNull(),
    passportExpiry: date("passport_expiry").notNull(),
    nationality: text("nationality").notNull().default("UZ"),
    visaNumber: text("visa_number"),
    phone: text("phone"),
    family: text("family"),
    mahramId: uuid("mahram_id").references((): AnyPgColumn => pilgrims.id, { onDelete: "set null" }),
    diet: text("diet", { enum: DIETS }).notNull().default("regular"),
    needs: text("needs").array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    index("pilgrims_group").on(table.groupId, table.fullName, table.id),
    // The kitchen plan counts a group's eaters by diet from the index alone.
    index("pilgrims_group_diet").on(table.groupId, table.diet),
    index("pilgrims_passport").on(table.passportNumber),
    index("pilgrims_mahram").on(table.mahramId),
    index("pilgrims_full_name_trgm").using("gin", sql`search_fold(${table.fullName}) gin_trgm_ops`),
    index("pilgrims_passport_trgm").using("gin", sql`search_fold(${table.passportNumber}) gin_trgm_ops`),
    check("pilgrims_gender", sql`${table.gender} in (1, 2)`),
    check("pilgrims_diet", oneOf(table.diet, DIETS)),
    check("pilgrims_not_own_mahram", sql`${table.mahramId} is distinct from ${table.id}`),
  ],
);
