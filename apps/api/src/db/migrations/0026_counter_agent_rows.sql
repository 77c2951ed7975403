-- The counterparties the unfiltered Kontragentlar list counts, kept in row_counts like the stock
-- batches: at 100,000 agents a count(*) of the table takes about 100 ms on the embedded database.
CREATE FUNCTION counter_agent_rows_of(c counter_agents) RETURNS TABLE (table_name text, rows bigint)
LANGUAGE sql STABLE AS $$ SELECT 'counter_agents'::text, 1::bigint $$;
--> statement-breakpoint
SELECT keep_totals('counter_agents', 'row_counts', 'counter_agent_rows_of', '{INSERT,DELETE}');
