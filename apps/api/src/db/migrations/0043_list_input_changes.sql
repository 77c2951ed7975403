-- The pages of the most opened lists kept between changes like the kitchen's plans (migration
-- 0031): the Kontragentlar list; the hotel orders' four lists, the guests' list and a hotel's
-- free rooms, all derived from the bookings; the warehouse's batches; the food orders; a group's
-- pilgrims. The same pages are asked over and over by everyone at the desks, and checking the
-- log costs a fraction of a search's statement. The totals tables these lists read (row_counts, holding_stay_days)
-- change only with the rows they total, in the same statement.
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
  FOREACH watched IN ARRAY ARRAY[
    'stock_batches', 'stock_movements', 'stock_receipts', 'products', 'kitchen_measures', 'kitchen_sections', 'counter_agents'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER stock_batch_list_inputs AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION note_input_change(%L)',
      watched, 'stock-batches');
  END LOOP;
  FOREACH watched IN ARRAY ARRAY['food_orders', 'foods', 'menus', 'rations', 'counter_agents'] LOOP
    EXECUTE format(
      'CREATE TRIGGER food_order_list_inputs AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION note_input_change(%L)',
      watched, 'food-orders');
  END LOOP;
  FOREACH watched IN ARRAY ARRAY['pilgrims', 'guest_groups', 'hotel_orders'] LOOP
    EXECUTE format(
      'CREATE TRIGGER pilgrim_list_inputs AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION note_input_change(%L)',
      watched, 'pilgrims');
  END LOOP;
END $$;
