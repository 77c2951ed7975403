import { sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { tidyName, uzbekName } from "@app/contract/formulas/uzbek-name";
import type { Db, Tx } from "./client.ts";
import { isUniqueViolation } from "./errors.ts";
import {
  counterparties,
  dishSections,
  dishes,
  guestGroups,
  guests,
  hotels,
  menus,
  pilgrims,
  productSections,
  products,
  rations,
  roomTypes,
  units,
  users,
  vehicles,
} from "./schema/index.ts";

type NameColumn = {
  table: PgTable;
  id: AnyPgColumn;
  name: AnyPgColumn;
  form: (name: string) => string;
  /** Its names are unique ignoring case, so a rewrite may meet a name another row holds already. */
  unique?: boolean;
};

/**
 * Every column that keeps a name staff type, in the form the contract's name schemas save. The
 * kitchen's unique name keys leave out spaces and punctuation, so the rewrite keeps them true.
 */
const NAME_COLUMNS: NameColumn[] = [
  { table: hotels, id: hotels.id, name: hotels.name, form: uzbekName, unique: true },
  { table: roomTypes, id: roomTypes.id, name: roomTypes.name, form: uzbekName, unique: true },
  { table: users, id: users.id, name: users.fullName, form: uzbekName },
  { table: vehicles, id: vehicles.id, name: vehicles.name, form: uzbekName },
  { table: vehicles, id: vehicles.id, name: vehicles.nameOfDriver, form: uzbekName },
  { table: guestGroups, id: guestGroups.id, name: guestGroups.name, form: uzbekName },
  { table: guestGroups, id: guestGroups.id, name: guestGroups.leaderName, form: uzbekName },
  { table: guests, id: guests.id, name: guests.fullName, form: uzbekName },
  { table: counterparties, id: counterparties.id, name: counterparties.name, form: uzbekName },
  { table: units, id: units.id, name: units.name, form: uzbekName },
  { table: productSections, id: productSections.id, name: productSections.name, form: uzbekName },
  { table: dishSections, id: dishSections.id, name: dishSections.name, form: uzbekName },
  { table: products, id: products.id, name: products.name, form: uzbekName },
  { table: dishes, id: dishes.id, name: dishes.name, form: uzbekName },
  { table: menus, id: menus.id, name: menus.name, form: uzbekName },
  { table: rations, id: rations.id, name: rations.name, form: uzbekName },
  { table: pilgrims, id: pilgrims.id, name: pilgrims.fullName, form: tidyName },
];

/**
 * Names saved before names had one form, rewritten in it ("G'aniyev" -> "G‘aniyev", passport
 * names only tidied), through the same function the forms and the server use, which SQL cannot
 * share. Where the rewritten name is taken already in a table of unique names, the row keeps the
 * name as typed: two records merging into one name is for staff to settle, not a start-up.
 * Answers how many names were rewritten and how many were kept for that reason.
 */
export async function normalizeStoredNames(db: Db | Tx): Promise<{ rewritten: number; kept: number }> {
  let rewritten = 0;
  let kept = 0;
  for (const { table, id, name, form, unique } of NAME_COLUMNS) {
    const rows = await db.select({ id, name }).from(table);
    for (const row of rows) {
      if (typeof row.name !== "string") continue;
      const saved = form(row.name);
      if (saved === row.name) continue;
      const update = (tx: Db | Tx) => tx.execute(sql`update ${table} set ${sql.identifier(name.name)} = ${saved} where ${id} = ${row.id}`);
      if (!unique) {
        await update(db);
      } else if (!(await updatedUnlessTaken(db, update))) {
        kept += 1;
        continue;
      }
      rewritten += 1;
    }
  }
  return { rewritten, kept };
}

/** One write under a savepoint, so a unique name already taken undoes it alone. */
async function updatedUnlessTaken(db: Db | Tx, update: (tx: Tx) => Promise<unknown>): Promise<boolean> {
  try {
    await db.transaction(update);
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
