-- The journal of changes to business records. Statement triggers write it, so it is in the same
-- transaction as the change (a change rolled back leaves no row) and no service can forget it.
-- The user comes from the transaction's connection setting app.actor, which the API sets for the
-- caller of a write; changes without one (first run, startup rewrites, jobs) are the system's.
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_entity" ON "audit_log" USING btree ("entity", "entity_id", "id" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_user" ON "audit_log" USING btree ("user_id", "id" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at");--> statement-breakpoint
-- Nothing edits or removes a journal row, whatever path the statement comes by.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE FUNCTION audit_log_rows_of(a audit_log) RETURNS TABLE (table_name text, rows bigint)
LANGUAGE sql STABLE AS $$ SELECT 'audit_log'::text, 1::bigint $$;
--> statement-breakpoint
SELECT keep_totals('audit_log', 'row_counts', 'audit_log_rows_of', '{INSERT}');
--> statement-breakpoint
-- Secrets are never recorded; when a password changed is (password_changed_at). The id is the
-- entry's own entity_id, and created_at and updated_at are the entry's time: none of them says
-- anything a journal row does not. A login's last_login is not a change anyone made to the record.
CREATE FUNCTION audit_hidden(field text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT field IN ('id', 'created_at', 'updated_at', 'last_login')
    OR (field LIKE '%password%' AND field <> 'password_changed_at') OR field LIKE '%token%' OR field LIKE '%secret%'
$$;
--> statement-breakpoint
CREATE FUNCTION audit_key(r jsonb, keys text[]) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_agg(r -> k ORDER BY i) FROM unnest(keys) WITH ORDINALITY AS u(k, i)
$$;
--> statement-breakpoint
-- One function for every audited table; its arguments are the table's key columns (the first one
-- is the record the row belongs to), which pair an update's old and new rows.
CREATE FUNCTION audit_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := nullif(current_setting('app.actor', true), '')::uuid;
  -- TG_ARGV counts from 0; a slice counts from 1 like every other array.
  keys text[] := TG_ARGV[0:TG_NARGS - 1];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_log (user_id, action, entity, entity_id, changes)
    SELECT actor, 'create', TG_TABLE_NAME, s.r ->> keys[1], d.c
    FROM (SELECT to_jsonb(n) AS r FROM new_rows AS n) AS s
    CROSS JOIN LATERAL (
      SELECT jsonb_object_agg(e.key, jsonb_build_array(NULL, e.value)) AS c
      FROM jsonb_each(s.r) AS e WHERE e.value <> 'null'::jsonb AND NOT audit_hidden(e.key)
    ) AS d
    WHERE d.c IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO audit_log (user_id, action, entity, entity_id, changes)
    SELECT actor, 'delete', TG_TABLE_NAME, s.r ->> keys[1], coalesce(d.c, '{}'::jsonb)
    FROM (SELECT to_jsonb(o) AS r FROM old_rows AS o) AS s
    CROSS JOIN LATERAL (
      SELECT jsonb_object_agg(e.key, jsonb_build_array(e.value, NULL)) AS c
      FROM jsonb_each(s.r) AS e WHERE e.value <> 'null'::jsonb AND NOT audit_hidden(e.key)
    ) AS d;
  ELSE
    INSERT INTO audit_log (user_id, action, entity, entity_id, changes)
    SELECT actor, CASE WHEN d.c ? 'status' OR d.c ? 'canceled_at' THEN 'status' ELSE 'update' END,
      TG_TABLE_NAME, n.r ->> keys[1], d.c
    FROM (SELECT to_jsonb(o) AS r FROM old_rows AS o) AS o
    JOIN (SELECT to_jsonb(n) AS r FROM new_rows AS n) AS n ON audit_key(o.r, keys) = audit_key(n.r, keys)
    CROSS JOIN LATERAL (
      SELECT jsonb_object_agg(e.key, jsonb_build_array(o.r -> e.key, e.value)) AS c
      FROM jsonb_each(n.r) AS e WHERE o.r -> e.key IS DISTINCT FROM e.value AND NOT audit_hidden(e.key)
    ) AS d
    WHERE d.c IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION audit_table(source regclass, keys text[] DEFAULT '{id}') RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  event text;
BEGIN
  FOREACH event IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
    EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER %s ON %s REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(%s)',
      'audit_' || lower(event), event, source,
      CASE event WHEN 'INSERT' THEN 'NEW TABLE AS new_rows' WHEN 'DELETE' THEN 'OLD TABLE AS old_rows'
        ELSE 'OLD TABLE AS old_rows NEW TABLE AS new_rows' END,
      (SELECT string_agg(quote_literal(k), ', ') FROM unnest(keys) AS k));
  END LOOP;
END $$;
--> statement-breakpoint
SELECT audit_table(t::regclass) FROM unnest(ARRAY[
  'users', 'settings', 'counter_agents', 'guest_groups', 'pilgrims', 'hotels', 'room_types', 'rooms',
  'hotel_orders', 'guests', 'general_expenses', 'hiring_expenses', 'monthly_salaries', 'kitchen_measures',
  'kitchen_sections', 'products', 'stock_receipts', 'stock_batches', 'stock_movements', 'food_sections',
  'recipe_foods', 'foods', 'menus', 'rations', 'food_orders', 'menu_cycle', 'transport_places',
  'transport_drivers', 'transports', 'flights', 'transport_orders', 'exchange_rates', 'invoices',
  'invoice_lines', 'payments'
]) AS t;
--> statement-breakpoint
SELECT audit_table('room_assignments', '{pilgrim_id,order_id}');--> statement-breakpoint
SELECT audit_table('hotel_order_rooms', '{order_id,room_id}');--> statement-breakpoint
SELECT audit_table('food_recipe_foods', '{food_id,recipe_food_id}');--> statement-breakpoint
SELECT audit_table('menu_foods', '{menu_id,food_id}');--> statement-breakpoint
SELECT audit_table('menu_cycle_days', '{cycle,position}');--> statement-breakpoint
SELECT audit_table('kitchen_plan_orders', '{food_order_id}');--> statement-breakpoint
SELECT audit_table('flight_groups', '{flight_id,group_id}');--> statement-breakpoint
SELECT audit_table('payment_allocations', '{payment_id,invoice_id}');
