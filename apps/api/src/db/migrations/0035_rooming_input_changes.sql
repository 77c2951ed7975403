-- A stay's rooming kept between changes like the kitchen's plans (migration 0031): a group of
-- 1,000 pilgrims in 300 rooms is read, mapped and shaped afresh for every look at its rooming
-- page, most of a request's time, while its rooms and pilgrims change a few times a day.
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['hotel_orders', 'hotel_order_rooms', 'rooms', 'room_types', 'pilgrims', 'room_assignments'] LOOP
    EXECUTE format(
      'CREATE TRIGGER rooming_inputs AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION note_input_change(%L)',
      watched, 'rooming');
  END LOOP;
END $$;
