-- The day a food order is for (its order time, or the day a dish was placed): the food-order
-- list filters and sorts by it.
CREATE INDEX "food_orders_day" ON "food_orders" USING btree ((coalesce("order_time", business_day("created_at"))), "id");
