import { sql } from "drizzle-orm";
import { type Db, type Tx, openDatabase, pgliteDir } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { OpsError, assertEmbeddedClosed, hasEmbeddedDatabase, holdsData } from "./databases.ts";

type Table = { oid: number; name: string; columns: string; binary: boolean };

/** The application's tables, each after the tables its foreign keys point to. */
async function tablesInOrder(db: Db): Promise<Table[]> {
  const tables = rowsOf<Table>(
    await db.execute(sql`
      select c.oid::int as oid, format('%I.%I', n.nspname, c.relname) as name,
        string_agg(format('%I', a.attname), ', ' order by a.attnum) as columns,
        bool_or(a.atttypid = 'bytea'::regtype) as binary
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind = 'r'
      group by c.oid, n.nspname, c.relname
      order by 2`),
  );
  const keys = rowsOf<{ child: number; parent: number }>(
    await db.execute(sql`
      select conrelid::int as child, confrelid::int as parent from pg_constraint
      where contype = 'f' and connamespace = 'public'::regnamespace and conrelid <> confrelid`),
  );
  const ordered: Table[] = [];
  const placed = new Set<number>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table.oid) && keys.every((key) => key.child !== table.oid || placed.has(key.parent)),
    );
    if (!ready.length) throw new OpsError("The tables' foreign keys form a cycle: they cannot be copied one after another.");
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.oid);
    }
  }
  return ordered;
}

/**
 * Rows travel as JSON, which keeps every value exact (numerics as written, timestamps to the
 * microsecond, bytea as hex), read through a cursor a bounded number at a time: an image row
 * may be megabytes.
 */
async function copyTable(source: Db, target: Tx, table: Table): Promise<number> {
  const perFetch = table.binary ? 8 : 1000;
  return source.transaction(async (read) => {
    await read.execute(sql.raw(`declare source_rows no scroll cursor for select row_to_json(t)::text as row from ${table.name} as t`));
    let copied = 0;
    for (;;) {
      const rows = rowsOf<{ row: string }>(await read.execute(sql.raw(`fetch ${perFetch} from source_rows`)));
      if (!rows.length) return copied;
      const batch = `[${rows.map((row) => row.row).join(",")}]`;
      const [name, columns] = [sql.raw(table.name), sql.raw(table.columns)];
      await target.execute(
        sql`insert into ${name} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${name}, ${batch}::json)`,
      );
      copied += rows.length;
    }
  });
}

async function copySequences(source: Db, target: Tx) {
  const sequences = rowsOf<{ name: string }>(
    await source.execute(sql`select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname = 'public'`),
  );
  for (const { name } of sequences) {
    const [state] = rowsOf<{ last_value: string; is_called: boolean }>(
      await source.execute(sql.raw(`select last_value, is_called from ${name}`)),
    );
    await target.execute(sql`select setval(${name}::regclass, ${state.last_value}, ${state.is_called})`);
  }
}

/**
 * Copies every table of DATA_DIR's embedded database into an empty PostgreSQL database, ids
 * kept, in one transaction. Both are migrated first so their tables match. The target's own
 * triggers are off during the copy: the totals tables arrive as the source holds them instead
 * of being added to once more by every copied order.
 */
export async function copyToPostgres(dataDir: string, url: string): Promise<Array<{ table: string; rows: number }>> {
  if (!hasEmbeddedDatabase(dataDir)) throw new OpsError(`There is no embedded database in ${pgliteDir(dataDir)} to copy.`);
  assertEmbeddedClosed(dataDir);
  const target = await openDatabase({ url });
  try {
    if (await holdsData(target.db)) throw new OpsError("The PostgreSQL database already holds data: copy only into an empty database.");
    const source = await openDatabase({ dataDir });
    try {
      await source.migrate();
      await target.migrate();
      const tables = await tablesInOrder(target.db);
      return await target.db.transaction(async (tx) => {
        for (const table of tables) await tx.execute(sql.raw(`alter table ${table.name} disable trigger user`));
        // Rows the migrations write into every new database (the airports) come from the source
        // with the ids its own records point to, so the target's are cleared first.
        for (const table of [...tables].reverse()) await tx.execute(sql.raw(`delete from ${table.name}`));
        const copied = [];
        for (const table of tables) copied.push({ table: table.name, rows: await copyTable(source.db, tx, table) });
        await copySequences(source.db, tx);
        for (const table of tables) await tx.execute(sql.raw(`alter table ${table.name} enable trigger user`));
        return copied;
      });
    } finally {
      await source.close();
    }
  } finally {
    await target.close();
  }
}
