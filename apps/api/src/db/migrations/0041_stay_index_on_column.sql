-- The bookings overlapping a span (availability, the kitchen's eaters) are found by the stored stay
-- column (migration 0036) rather than by the same range computed again from check-in and check-out.
DROP INDEX "hotel_orders_stay";
--> statement-breakpoint
CREATE INDEX "hotel_orders_stay" ON "hotel_orders" USING gist ("stay");
