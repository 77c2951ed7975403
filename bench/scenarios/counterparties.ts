import { sql } from "drizzle-orm";
import { counterpartyListQuery } from "@app/contract/schemas/counterparties";
import { filteredPage, unfilteredPage } from "../../apps/api/src/modules/counterparties/service.ts";
import type { Db } from "../../apps/api/src/db/client.ts";
import { type Scenario, askedAfresh } from "../lib/scenario.ts";

const ROWS = 100_000;

/**
 * Agency names are two syllables and a kind ("Dilnur Travel"): 900 such words, each on about a
 * hundred rows, so a searched word is as selective as a real agency name is.
 */
const SYLLABLES = [
  "nur", "dil", "gul", "zar", "bek", "sha", "mir", "xon", "tur", "sar", "yor", "jon", "mal", "ros", "qo",
  "zi", "ra", "lo", "fa", "bo", "ka", "sa", "oy", "ul", "iz", "ay", "ob", "sun", "vat", "hum",
];
const WORD = "dilnur";
const KINDS = ["Travel", "Tour", "Sayohat", "Haj Servis", "Group", "Ziyorat Markazi", "Umra Servis"];
const CITIES = [
  "Toshkent", "Samarqand", "Buxoro", "Andijon", "Namangan", "Farg'ona", "Qarshi", "Termiz",
  "Nukus", "Urganch", "Jizzax", "Navoiy", "Guliston", "Qo'qon", "Marg'ilon", "Chirchiq",
];
const STREETS = [
  "Amir Temur", "Mustaqillik", "Alisher Navoiy", "Bobur", "Ibn Sino", "Mirzo Ulug'bek",
  "Bunyodkor", "Istiqlol", "Registon", "Bahouddin Naqshband", "Shota Rustaveli", "Furqat",
];

const textArray = (values: string[]) => sql`ARRAY[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;
const pick = (values: string[], index: ReturnType<typeof sql>) =>
  sql`(${textArray(values)})[1 + (${index}) % ${values.length}]`;


async function seedCounterparties(db: Db) {
  // One statement: a row-by-row insert of this many rows would dominate the bench's run time.
  await db.execute(sql`
    INSERT INTO counter_agents (name, address, counter_agent_type, status, created_at, updated_at)
    SELECT
      initcap(${pick(SYLLABLES, sql`i`)} || ${pick(SYLLABLES, sql`i / ${SYLLABLES.length}`)})
        || ' ' || ${pick(KINDS, sql`i / 7`)},
      ${pick(CITIES, sql`i * 3`)} || ' sh., ' || ${pick(STREETS, sql`i / 16`)}
        || ' ko''chasi, ' || (1 + i % 150) || '-uy',
      CASE WHEN i % 7 < 2 THEN 'B2C' ELSE 'B2B' END,
      i % 11 <> 0,
      now() - i * interval '5 minutes',
      now() - i * interval '5 minutes'
    FROM generate_series(1, ${ROWS}) AS i`);
  // VACUUM also merges the GIN indexes' pending lists, as autovacuum would have in a database in use.
  await db.execute(sql`VACUUM ANALYZE counter_agents`);
}

/** Both counterparty scenarios read the same rows: seeded once, by whichever runs first. */
let seeded: Promise<void> | null = null;
const seedOnce = (db: Db) => (seeded ??= seedCounterparties(db));

/** A list answers within 30 ms on PostgreSQL at 10 connections, and within 50 ms on PGlite for one user. */
export const LIST_TARGET = { postgres: 30, pglite: 50 };
/** A list answers at least a tenth of what a bare route answering its JSON from memory does, on PostgreSQL at 10 connections. */
export const LIST_SHARE_OF_BARE = { postgres: 10 };

export const counterpartiesScenario: Scenario = {
  name: `GET /counter_agents/ search, type, status, page 3 (${ROWS.toLocaleString("en")} rows)`,
  request: `/counter_agents/?search=${WORD}&counter_agent_type=B2B&status=true&page=3&per_page=20`,
  seed: seedOnce,
  targetP99Ms: LIST_TARGET,
  targetShareOfBare: LIST_SHARE_OF_BARE,

  plans(db) {
    const page = filteredPage(db, counterpartyListQuery.parse({ search: WORD, counter_agent_type: "B2B", status: "true", page: "3", per_page: "20" }));
    if (!page) throw new Error("the searched list is a filtered one");
    return [{ title: "the page with the count of all matches (LIMIT 20 OFFSET 40)", query: page, indexes: ["counter_agents_name_trgm", "counter_agents_address_trgm"] }];
  },
};

/** The list as the Kontragentlar page first opens it: no filter, the newest first, and the count of all. */
export const allCounterpartiesScenario: Scenario = {
  name: `GET /counter_agents/ unfiltered, first page (${ROWS.toLocaleString("en")} rows)`,
  request: "/counter_agents/",
  seed: seedOnce,
  targetP99Ms: LIST_TARGET,
  targetShareOfBare: LIST_SHARE_OF_BARE,

  plans(db) {
    return [
      {
        title: "the page (LIMIT 10) with the count kept in row_counts, prepared in the API",
        query: unfilteredPage(db, 10, 0),
        indexes: ["counter_agents_created_at", "row_counts_table_name"],
      },
    ];
  },
};

/** Two syllables, eight second ones to each first: agency names each on about a hundred rows. */
const freshWord = (index: number) => SYLLABLES[Math.floor(index / 8)] + SYLLABLES[index % 8];

export const freshCounterpartySearchScenario = askedAfresh(
  counterpartiesScenario,
  `GET /counter_agents/ searched for another agency on each request, none kept (${ROWS.toLocaleString("en")} rows)`,
  (index) => `/counter_agents/?search=${freshWord(index)}`,
);
