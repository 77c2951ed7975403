-- The transactions that changed what the kitchen's plan and purchase list are derived from. A
-- process keeps a plan it derived with the snapshot it started from, and serves it again while no
-- transaction of this log committed outside that snapshot (db/derived-reads.ts): the plan of 5,000
-- pilgrims costs tens of milliseconds to derive, the check a fraction of one. One row per
-- transaction and area, only ever inserted, so writers never wait on each other here.
CREATE TABLE input_changes (
  area text NOT NULL,
  xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  PRIMARY KEY (area, xid)
);
--> statement-breakpoint
CREATE FUNCTION note_input_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO input_changes (area) VALUES (TG_ARGV[0]) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY[
    'settings', 'menu_cycle', 'menu_cycle_days', 'rations', 'menus', 'menu_foods', 'foods', 'food_sections',
    'food_recipe_foods', 'recipe_foods', 'products', 'kitchen_measures', 'stock_batches', 'kitchen_plan_days',
    'hotels', 'hotel_orders', 'guest_groups', 'pilgrims', 'room_assignments'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER kitchen_plan_inputs AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION note_input_change(%L)',
      watched, 'kitchen-plan');
  END LOOP;
END $$;
