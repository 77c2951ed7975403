-- Each totals trigger gets a function of its own with its statement written out once. The shared
-- add_to_totals composed its statement from the catalog and planned it on every firing: 0.5 to 1 ms
-- a firing, paid while a food order holds its batch locks. A written-out statement is planned once
-- per connection. A migration that changes a totals table's columns writes its triggers again. The
-- trigger's arguments, which its function does not read, name the target and the contributions.
CREATE FUNCTION write_totals_trigger(source regclass, target regclass, contributions regproc, event text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  name text := format('%s_%s_%s', target, contributions, lower(event));
BEGIN
  -- A transition table's rows are records: ROW(...) gives them the source's type for the contributions.
  EXECUTE format('CREATE OR REPLACE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql AS %L', name,
    format('BEGIN %s; RETURN NULL; END', totals_delta_sql(target, contributions, format(CASE event
      WHEN 'INSERT' THEN 'SELECT 1 AS sign, ROW(n.*)::%1$s AS changed FROM new_rows AS n'
      WHEN 'DELETE' THEN 'SELECT -1 AS sign, ROW(o.*)::%1$s AS changed FROM old_rows AS o'
      ELSE 'SELECT 1 AS sign, ROW(n.*)::%1$s AS changed FROM new_rows AS n UNION ALL SELECT -1, ROW(o.*)::%1$s FROM old_rows AS o' END,
      source))));
  EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER %s ON %s REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION %I(%L, %L)',
    name, event, source,
    CASE event WHEN 'INSERT' THEN 'NEW TABLE AS new_rows' WHEN 'DELETE' THEN 'OLD TABLE AS old_rows'
      ELSE 'OLD TABLE AS old_rows NEW TABLE AS new_rows' END,
    name, target, contributions);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_totals(source regclass, target regclass, contributions regproc, events text[] DEFAULT '{INSERT,UPDATE,DELETE}')
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  event text;
BEGIN
  FOREACH event IN ARRAY events LOOP
    PERFORM write_totals_trigger(source, target, contributions, event);
  END LOOP;
  IF 'INSERT' = ANY (events) THEN
    EXECUTE totals_delta_sql(target, contributions, format('SELECT 1 AS sign, s AS changed FROM %s AS s', source));
  END IF;
END $$;
--> statement-breakpoint
-- The triggers in place keep their names, tables and events; their arguments name the target and contributions.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT tg.tgrelid::regclass AS source, args[1]::regclass AS target, args[2]::regproc AS contributions,
      CASE WHEN tg.tgtype & 4 <> 0 THEN 'INSERT' WHEN tg.tgtype & 8 <> 0 THEN 'DELETE' ELSE 'UPDATE' END AS event
    FROM pg_trigger AS tg CROSS JOIN LATERAL string_to_array(encode(tg.tgargs, 'escape'), '\000') AS args
    WHERE tg.tgfoid = 'add_to_totals'::regproc
  LOOP
    PERFORM write_totals_trigger(t.source, t.target, t.contributions, t.event);
  END LOOP;
END $$;
--> statement-breakpoint
DROP FUNCTION add_to_totals();
