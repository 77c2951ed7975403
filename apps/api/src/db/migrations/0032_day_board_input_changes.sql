-- The dispatcher's day board kept between changes like the kitchen's plans (migration 0031):
-- 300 trips a day came to 185 KB of answer, derived afresh for every refresh of every dispatcher.
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['transports', 'transport_orders', 'transport_drivers', 'guest_groups', 'flights'] LOOP
    EXECUTE format(
      'CREATE TRIGGER day_board_inputs AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION note_input_change(%L)',
      watched, 'day-board');
  END LOOP;
END $$;
