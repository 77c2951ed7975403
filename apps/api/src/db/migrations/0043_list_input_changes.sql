-- The pages of the most opened lists kept between changes like the kitchen's plans (migration
-- 0031): the Kontragentlar list, and the hotel orders' four lists, the guests' list and a hotel's
-- free rooms, all derived from the bookings. The same pages are asked over and over by everyone
-- at the desks, and checking the log costs a fraction of a search's statement. The totals tables
-- these lists read (row_counts, holding_stay_days) change only with the rows they total, in the
-- same statement.
DO $$
DECLARE
  watched text;
BEGIN
  EXECUTE 'CREATE TRIGGER counterparty_list_inputs AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON counter_agents FOR EACH STATEMENT EXECUTE FUNCTION note_input_change(''counterparties'')';
  FOREACH watched IN ARRAY ARRAY[
    'hotel_orders', 'hotel_order_rooms', 'rooms', 'room_types', 'hotels', 'guests', 'guest_groups', 'food_orders'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER hotel_order_list_inputs AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION note_input_change(%L)',
      watched, 'hotel-orders');
  END LOOP;
END $$;
