-- The completed list shows the orders called off before their check-out first, then those over:
-- read apart, the first no longer walks a season of bookings not over yet to find them.
CREATE INDEX "hotel_orders_called_off" ON "hotel_orders" USING btree ("check_out", "id") WHERE "hotel_orders"."canceled_at" is not null or "hotel_orders"."checked_out_at" is not null;
