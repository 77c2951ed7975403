CREATE TABLE "food_order_totals" (
	"month" date NOT NULL,
	"status" smallint NOT NULL,
	"dimension" text NOT NULL,
	"key_id" uuid,
	"orders" bigint NOT NULL,
	"revenue" numeric NOT NULL,
	"net_price" numeric NOT NULL,
	"profit" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_order_totals" (
	"month" date NOT NULL,
	"hotel_id" uuid NOT NULL,
	"orders" bigint NOT NULL,
	"hotel_cost" numeric NOT NULL,
	"profit" numeric NOT NULL,
	"nights" bigint NOT NULL,
	"people" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_room_nights" (
	"night" date NOT NULL,
	"hotel_id" uuid NOT NULL,
	"rooms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_day_counts" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"orders" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_totals" (
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid,
	"quantity" numeric NOT NULL,
	"value" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_order_totals" (
	"month" date NOT NULL,
	"transport_id" uuid NOT NULL,
	"status" text NOT NULL,
	"orders" bigint NOT NULL,
	"gross_fee" numeric NOT NULL,
	"service_fee" numeric NOT NULL
);
--> statement-breakpoint
CREATE INDEX "food_order_totals_dimension_month" ON "food_order_totals" USING btree ("dimension","month");--> statement-breakpoint
CREATE INDEX "hotel_order_totals_month" ON "hotel_order_totals" USING btree ("month");--> statement-breakpoint
CREATE INDEX "hotel_room_nights_night" ON "hotel_room_nights" USING btree ("night");--> statement-breakpoint
CREATE INDEX "order_day_counts_day" ON "order_day_counts" USING btree ("day");--> statement-breakpoint
CREATE INDEX "stock_totals_kind_month" ON "stock_totals" USING btree ("kind","month");--> statement-breakpoint
CREATE INDEX "transport_order_totals_month" ON "transport_order_totals" USING btree ("month");--> statement-breakpoint
CREATE INDEX "transport_orders_created_at" ON "transport_orders" USING btree ("created_at","id");--> statement-breakpoint
-- The business clock's calendar (BUSINESS_TIME_ZONE in packages/contract/src/dates.ts; range.test.ts holds them equal).
CREATE FUNCTION business_day(instant timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (instant AT TIME ZONE 'Asia/Riyadh')::date;
--> statement-breakpoint
CREATE FUNCTION business_month(instant timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN date_trunc('month', instant AT TIME ZONE 'Asia/Riyadh')::date;
--> statement-breakpoint
-- The nights of a stay: calendar nights from check-in, at least one (the rule of hotel-orders/pricing.ts).
CREATE FUNCTION stay_nights(check_in timestamptz, check_out timestamptz) RETURNS SETOF date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT business_day(check_in) + i FROM generate_series(0, greatest(business_day(check_out) - business_day(check_in), 1) - 1) AS i
$$;
--> statement-breakpoint
-- What one row contributes to a totals table, one function per source and table. The triggers,
-- the backfill below and the statistics (for the days of a period outside whole months) all read
-- these, so each rule is written once.
CREATE FUNCTION food_order_totals_of(o food_orders)
RETURNS TABLE (month date, status smallint, dimension text, key_id uuid, orders bigint, revenue numeric, net_price numeric, profit numeric)
LANGUAGE sql STABLE AS $$
  SELECT business_month(o.created_at), o.status, d.dimension, d.key_id, 1::bigint,
    o.price * o.product_count, o.net_price * o.product_count, o.profit * o.product_count
  FROM (VALUES
    (CASE WHEN o.food_id IS NOT NULL THEN 'food' WHEN o.menu_id IS NOT NULL THEN 'menu' ELSE 'ration' END,
      coalesce(o.food_id, o.menu_id, o.ration_id)),
    ('counter_agent', o.counter_agent_id),
    ('all', NULL::uuid)) AS d (dimension, key_id)
  WHERE d.key_id IS NOT NULL OR d.dimension = 'all'
$$;
--> statement-breakpoint
CREATE FUNCTION food_order_days_of(o food_orders) RETURNS TABLE (day date, kind text, status text, orders bigint)
LANGUAGE sql STABLE AS $$ SELECT business_day(o.created_at), 'food', o.status::text, 1::bigint $$;
--> statement-breakpoint
-- An order's consumption counts while the order is not canceled (its stock went back).
CREATE FUNCTION food_order_consumption_of(o food_orders)
RETURNS TABLE (month date, kind text, product_id uuid, quantity numeric, value numeric)
LANGUAGE sql STABLE AS $$
  SELECT business_month(m.created_at), 'consumption', p.product_id, m.quantity, m.value
  FROM stock_movements m CROSS JOIN LATERAL (VALUES (m.product_id), (NULL::uuid)) AS p (product_id)
  WHERE m.food_order_id = o.id AND m.kind = 'consumption' AND o.status <> -1
$$;
--> statement-breakpoint
CREATE FUNCTION stock_movement_totals_of(m stock_movements)
RETURNS TABLE (month date, kind text, product_id uuid, quantity numeric, value numeric)
LANGUAGE sql STABLE AS $$
  SELECT business_month(m.created_at), m.kind, p.product_id, m.quantity, m.value
  FROM (VALUES (m.product_id), (NULL::uuid)) AS p (product_id)
  WHERE m.kind = 'write_off'
    OR (m.kind = 'consumption' AND m.food_order_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM food_orders f WHERE f.id = m.food_order_id AND f.status = -1))
$$;
--> statement-breakpoint
CREATE FUNCTION stock_batch_totals_of(b stock_batches)
RETURNS TABLE (month date, kind text, product_id uuid, quantity numeric, value numeric)
LANGUAGE sql STABLE AS $$
  SELECT business_month(b.created_at), 'receipt', p.product_id, b.received, b.gross_price
  FROM (VALUES (b.product_id), (NULL::uuid)) AS p (product_id)
$$;
--> statement-breakpoint
CREATE FUNCTION hotel_order_totals_of(o hotel_orders)
RETURNS TABLE (month date, hotel_id uuid, orders bigint, hotel_cost numeric, profit numeric, nights bigint, people bigint)
LANGUAGE sql STABLE AS $$
  SELECT business_month(o.created_at), o.hotel_id, 1::bigint, o.hotel_cost, o.profit,
    greatest(business_day(o.check_out) - business_day(o.check_in), 1)::bigint, o.count_of_people::bigint
$$;
--> statement-breakpoint
-- Hotel orders have no stored status (it follows the clock): the analytics split the days' counts.
CREATE FUNCTION hotel_order_days_of(o hotel_orders) RETURNS TABLE (day date, kind text, status text, orders bigint)
LANGUAGE sql STABLE AS $$ SELECT business_day(o.created_at), 'hotel', '', 1::bigint $$;
--> statement-breakpoint
CREATE FUNCTION hotel_order_room_nights_of(o hotel_orders) RETURNS TABLE (night date, hotel_id uuid, rooms bigint)
LANGUAGE sql STABLE AS $$
  SELECT n.night, o.hotel_id, count(*)
  FROM hotel_order_rooms r CROSS JOIN LATERAL stay_nights(o.check_in, o.check_out) AS n (night)
  WHERE r.order_id = o.id
  GROUP BY n.night
$$;
--> statement-breakpoint
-- A room of an order whose order is gone counts nothing: deleting an order takes its nights off before its rooms go.
CREATE FUNCTION booked_room_nights_of(r hotel_order_rooms) RETURNS TABLE (night date, hotel_id uuid, rooms bigint)
LANGUAGE sql STABLE AS $$
  SELECT n.night, o.hotel_id, 1::bigint
  FROM hotel_orders o CROSS JOIN LATERAL stay_nights(o.check_in, o.check_out) AS n (night)
  WHERE o.id = r.order_id
$$;
--> statement-breakpoint
CREATE FUNCTION transport_order_totals_of(o transport_orders)
RETURNS TABLE (month date, transport_id uuid, status text, orders bigint, gross_fee numeric, service_fee numeric)
LANGUAGE sql STABLE AS $$ SELECT business_month(o.created_at), o.transport_id, o.status, 1::bigint, o.gross_fee, o.service_fee $$;
--> statement-breakpoint
CREATE FUNCTION transport_order_days_of(o transport_orders) RETURNS TABLE (day date, kind text, status text, orders bigint)
LANGUAGE sql STABLE AS $$ SELECT business_day(o.created_at), 'transfer', o.status, 1::bigint $$;
--> statement-breakpoint
-- A totals table's columns: the numbers are summed, the rest key the rows.
CREATE FUNCTION totals_columns(target regclass, OUT keys text[], OUT sums text[]) LANGUAGE sql STABLE AS $$
  SELECT array_agg(quote_ident(a.attname) ORDER BY a.attnum) FILTER (WHERE a.atttypid NOT IN ('bigint'::regtype, 'numeric'::regtype)),
    array_agg(quote_ident(a.attname) ORDER BY a.attnum) FILTER (WHERE a.atttypid IN ('bigint'::regtype, 'numeric'::regtype))
  FROM pg_attribute a WHERE a.attrelid = target AND a.attnum > 0 AND NOT a.attisdropped
$$;
--> statement-breakpoint
-- Adds to `target` what the rows of `changed` (sign, changed) contribute through `contributions`,
-- one row per key; keys whose change nets to nothing add no row.
CREATE FUNCTION totals_delta_sql(target regclass, contributions regproc, changed text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT format('INSERT INTO %s (%s) SELECT %s, %s FROM (%s) AS c CROSS JOIN LATERAL %s(c.changed) AS k GROUP BY %s HAVING %s',
    target, array_to_string(t.keys || t.sums, ', '),
    (SELECT string_agg('k.' || key, ', ') FROM unnest(t.keys) AS key),
    (SELECT string_agg(format('sum(c.sign * k.%s)', s), ', ') FROM unnest(t.sums) AS s),
    changed, contributions,
    (SELECT string_agg(i::text, ', ') FROM generate_series(1, cardinality(t.keys)) AS i),
    (SELECT string_agg(format('sum(c.sign * k.%s) <> 0', s), ' OR ') FROM unnest(t.sums) AS s))
  FROM totals_columns(target) AS t
$$;
--> statement-breakpoint
-- Statement-level: a write of many rows appends one row per key, not one per row written.
CREATE FUNCTION add_to_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A transition table's rows are records: ROW(...) gives them the source's type for the contributions.
  EXECUTE totals_delta_sql(TG_ARGV[0]::regclass, TG_ARGV[1]::regproc, format(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, ROW(n.*)::%1$s AS changed FROM new_rows AS n'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, ROW(o.*)::%1$s AS changed FROM old_rows AS o'
    ELSE 'SELECT 1 AS sign, ROW(n.*)::%1$s AS changed FROM new_rows AS n UNION ALL SELECT -1, ROW(o.*)::%1$s FROM old_rows AS o' END,
    TG_RELID::regclass));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Keeps `target` in step with the `events` on `source` from now on; where rows arrive by insert,
-- adds what `source` already holds.
CREATE FUNCTION keep_totals(source regclass, target regclass, contributions regproc, events text[] DEFAULT '{INSERT,UPDATE,DELETE}')
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  event text;
BEGIN
  FOREACH event IN ARRAY events LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER %s ON %s REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION add_to_totals(%L, %L)',
      format('%s_%s_%s', target, contributions, lower(event)), event, source,
      CASE event WHEN 'INSERT' THEN 'NEW TABLE AS new_rows' WHEN 'DELETE' THEN 'OLD TABLE AS old_rows'
        ELSE 'OLD TABLE AS old_rows NEW TABLE AS new_rows' END,
      target, contributions);
  END LOOP;
  IF 'INSERT' = ANY (events) THEN
    EXECUTE totals_delta_sql(target, contributions, format('SELECT 1 AS sign, s AS changed FROM %s AS s', source));
  END IF;
END $$;
--> statement-breakpoint
-- Replaces the rows of each key that has several by their sum (the totals job); returns the rows written.
CREATE FUNCTION compact_totals(target regclass) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  t record;
  written bigint;
BEGIN
  SELECT * INTO t FROM totals_columns(target);
  EXECUTE format(
    'WITH moved AS (DELETE FROM %1$s WHERE ctid IN (SELECT ctid FROM (SELECT ctid, count(*) OVER (PARTITION BY %2$s) AS n FROM %1$s) AS r WHERE n > 1) RETURNING *)
     INSERT INTO %1$s (%3$s) SELECT %2$s, %4$s FROM moved GROUP BY %2$s HAVING %5$s',
    target, array_to_string(t.keys, ', '), array_to_string(t.keys || t.sums, ', '),
    (SELECT string_agg(format('sum(%s)', s), ', ') FROM unnest(t.sums) AS s),
    (SELECT string_agg(format('sum(%s) <> 0', s), ' OR ') FROM unnest(t.sums) AS s));
  GET DIAGNOSTICS written = ROW_COUNT;
  RETURN written;
END $$;
--> statement-breakpoint
SELECT keep_totals('food_orders', 'food_order_totals', 'food_order_totals_of');
--> statement-breakpoint
SELECT keep_totals('food_orders', 'order_day_counts', 'food_order_days_of');
--> statement-breakpoint
-- Consumption is written after its order and stops the order being deleted: only a status change moves it.
SELECT keep_totals('food_orders', 'stock_totals', 'food_order_consumption_of', '{UPDATE}');
--> statement-breakpoint
SELECT keep_totals('stock_movements', 'stock_totals', 'stock_movement_totals_of');
--> statement-breakpoint
SELECT keep_totals('stock_batches', 'stock_totals', 'stock_batch_totals_of');
--> statement-breakpoint
SELECT keep_totals('hotel_orders', 'hotel_order_totals', 'hotel_order_totals_of');
--> statement-breakpoint
SELECT keep_totals('hotel_orders', 'order_day_counts', 'hotel_order_days_of');
--> statement-breakpoint
-- An order gets its rooms after it is written and loses them by cascade (release_room_nights below):
-- only moving its dates or hotel moves its nights.
SELECT keep_totals('hotel_orders', 'hotel_room_nights', 'hotel_order_room_nights_of', '{UPDATE}');
--> statement-breakpoint
SELECT keep_totals('hotel_order_rooms', 'hotel_room_nights', 'booked_room_nights_of');
--> statement-breakpoint
SELECT keep_totals('transport_orders', 'transport_order_totals', 'transport_order_totals_of');
--> statement-breakpoint
SELECT keep_totals('transport_orders', 'order_day_counts', 'transport_order_days_of');
--> statement-breakpoint
-- Rooms go with their order by cascade, after the order: their nights must come off while the order is still there.
CREATE FUNCTION release_room_nights() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO hotel_room_nights (night, hotel_id, rooms) SELECT k.night, k.hotel_id, -k.rooms FROM hotel_order_room_nights_of(OLD) AS k;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER hotel_orders_release_room_nights BEFORE DELETE ON hotel_orders FOR EACH ROW EXECUTE FUNCTION release_room_nights();
