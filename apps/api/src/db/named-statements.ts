import type pg from "pg";

/**
 * How many statement shapes a process names. The shapes are the texts the code builds (a list
 * with its filters, a page of ids), a few hundred in all; the cap only guards against a shape
 * that varies without end, which then runs unnamed as before.
 */
const MAX_SHAPES = 2_000;
/** Longer texts (a bulk insert of thousands of rows) run once each: preparing them gains nothing. */
const MAX_TEXT = 16_384;

/** Marks a condition whose values decide the plan: a statement holding it is planned for them every time. */
export const PLANNED_PER_RUN_MARK = "/* planned per run */";

/**
 * Statements planned for their values every time, as unnamed statements. A search by a pattern:
 * how many rows a word matches decides the plan; kept as a generic plan after five searches, a
 * later search whose words matched most orders ran three times slower (the hotel orders' list
 * searched for "Hotel 17" at 200,000 orders: 200 ms against 60). And a statement carrying
 * PLANNED_PER_RUN_MARK.
 */
export const plannedPerRun = (text: string) => / ilike /i.test(text) || text.includes(PLANNED_PER_RUN_MARK);

type QueryConfig = { text: string; name?: string; values?: unknown[]; submit?: unknown };

/**
 * Sends every statement with parameters under a name given by its text, so that PostgreSQL
 * parses and plans a statement shape once per connection and then only binds it. Building a
 * list's SQL is the same each request while its values change, and for the short reads of a
 * list the planning took longer than the execution (2.2 ms against 0.8 ms for the active hotel
 * orders' page). PostgreSQL plans a named statement for its values the first five times and
 * keeps a generic plan afterwards when that plan is estimated no dearer.
 *
 * Statements without parameters go as they are: they may hold several commands, which a
 * prepared statement cannot. Searches and marked statements go unnamed (plannedPerRun).
 */
export function nameStatementsOnPool(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_SHAPES && text.length <= MAX_TEXT && !plannedPerRun(text)) {
      name = `shape_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  const named = (config: unknown, values: unknown): unknown => {
    if (typeof config === "string") {
      const name = Array.isArray(values) && values.length ? nameOf(config) : undefined;
      return name ? { text: config, name } : config;
    }
    if (typeof config !== "object" || config === null) return config;
    const query = config as QueryConfig;
    const parameters = Array.isArray(values) ? values : query.values;
    if (query.name || typeof query.submit === "function" || !parameters?.length) return config;
    const name = nameOf(query.text);
    return name ? { ...query, name } : config;
  };
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) => query(named(config, rest[0]), ...rest)) as typeof client.query;
  });
}
