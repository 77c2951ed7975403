import { isNotNull, sql } from "drizzle-orm";
import { readPhone } from "@app/contract/phone";
import type { Db, Tx } from "./client.ts";
import { guestGroups, hotels, pilgrims, users, vehicles } from "./schema/index.ts";

/** Every column that keeps a phone number. */
const PHONE_COLUMNS = [
  { table: hotels, id: hotels.id, phone: hotels.phoneNumber },
  { table: users, id: users.id, phone: users.phoneNumber },
  { table: vehicles, id: vehicles.id, phone: vehicles.phoneNumber },
  { table: guestGroups, id: guestGroups.id, phone: guestGroups.leaderPhone },
  { table: pilgrims, id: pilgrims.id, phone: pilgrims.phone },
];

/**
 * Numbers saved before the phone rule, rewritten in E.164 where the rule reads them
 * ("+9660125718888" -> "+966125718888", "+966 50 123 45 67" -> "+966501234567"). This runs in
 * TypeScript rather than in a SQL migration because the rule is libphonenumber's metadata. A
 * number the rule refuses is left as it was typed: nothing is lost, and screens show it as is.
 * Answers how many numbers were rewritten.
 */
export async function normalizeStoredPhones(db: Db | Tx): Promise<number> {
  let rewritten = 0;
  for (const { table, id, phone } of PHONE_COLUMNS) {
    const rows = await db.select({ id, phone }).from(table).where(isNotNull(phone));
    for (const row of rows) {
      const reading = readPhone(row.phone ?? "");
      if (!reading.ok || reading.e164 === row.phone) continue;
      await db.execute(sql`update ${table} set ${sql.identifier(phone.name)} = ${reading.e164} where ${id} = ${row.id}`);
      rewritten += 1;
    }
  }
  return rewritten;
}
