import { type AnyColumn, type SQL, and, eq, getTableName, isNull, or, sql } from "drizzle-orm";
import type { PilgrimWarning } from "@app/contract/schemas/pilgrims";
import { hotelOrders, pilgrims } from "../../db/schema/index.ts";

/**
 * A column of the outer query inside a subquery: Drizzle leaves columns unqualified in a
 * one-table select, where the subquery's own table would capture the name.
 */
export const outer = (column: AnyColumn): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * A passport must stay valid six months past the group's last check-out (its stays that are not
 * canceled), or past today when it has none: this is the date it must outlast, per group.
 */
export const expiryLimitOf = (groupId: AnyColumn, today: string): SQL<string> => sql<string>`
  ((coalesce(
    (select business_day(max(${hotelOrders.checkOut})) from ${hotelOrders}
      where ${hotelOrders.guestGroupId} = ${outer(groupId)} and ${hotelOrders.canceledAt} is null),
    ${today}::date) + interval '6 months')::date)`;

/**
 * Each warning of a pilgrim as a condition on its row, given the date its passport must outlast
 * (`limit`) and today. The same conditions filter lists, count a group's warnings and build
 * each pilgrim's list, so the rule is written once.
 */
export function warningConditions(limit: SQL, today: string): Record<PilgrimWarning, SQL> {
  return {
    passport_expires_soon: sql`${pilgrims.passportExpiry} < ${limit}`,
    no_visa: isNull(pilgrims.visaNumber),
    // Information only: a woman under 45 travels with a mahram.
    no_mahram: and(
      eq(pilgrims.gender, 2),
      isNull(pilgrims.mahramId),
      sql`${pilgrims.birthDate} > ${today}::date - interval '45 years'`,
    ) as SQL,
  };
}

export function anyWarning(conditions: Record<PilgrimWarning, SQL>): SQL {
  return or(...Object.values(conditions)) as SQL;
}
