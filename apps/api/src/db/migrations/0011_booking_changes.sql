ALTER TABLE "hotel_orders" ADD COLUMN "canceled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "hotel_orders" ADD COLUMN "cancel_reason" text;
--> statement-breakpoint
ALTER TABLE "hotel_orders" ADD COLUMN "checked_in_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "hotel_orders" ADD COLUMN "checked_out_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "hotel_orders" ADD CONSTRAINT "hotel_orders_canceled" CHECK (("hotel_orders"."canceled_at" is null) = ("hotel_orders"."cancel_reason" is null));
--> statement-breakpoint
ALTER TABLE "hotel_orders" ADD CONSTRAINT "hotel_orders_checked_out" CHECK ("hotel_orders"."checked_out_at" is null or "hotel_orders"."checked_in_at" <= "hotel_orders"."checked_out_at");
--> statement-breakpoint
-- A canceled order leaves the totals: no revenue, no stay, no room-night. Canceling is an update,
-- so the update triggers of migration 0003 take its old contribution off and add none back.
CREATE OR REPLACE FUNCTION hotel_order_totals_of(o hotel_orders)
RETURNS TABLE (month date, hotel_id uuid, orders bigint, hotel_cost numeric, profit numeric, nights bigint, people bigint)
LANGUAGE sql STABLE AS $$
  SELECT business_month(o.created_at), o.hotel_id, 1::bigint, o.hotel_cost, o.profit,
    greatest(business_day(o.check_out) - business_day(o.check_in), 1)::bigint, o.count_of_people::bigint
  WHERE o.canceled_at IS NULL
$$;
--> statement-breakpoint
-- The day counts keep canceled orders under their own status; the others still take theirs from the clock (order analytics).
CREATE OR REPLACE FUNCTION hotel_order_days_of(o hotel_orders) RETURNS TABLE (day date, kind text, status text, orders bigint)
LANGUAGE sql STABLE AS $$
  SELECT business_day(o.created_at), 'hotel', CASE WHEN o.canceled_at IS NULL THEN '' ELSE 'Canceled' END, 1::bigint
$$;
--> statement-breakpoint
-- A room is booked until the order's check-out, or its early check-out: the nights after that one are free.
CREATE OR REPLACE FUNCTION hotel_order_room_nights_of(o hotel_orders) RETURNS TABLE (night date, hotel_id uuid, rooms bigint)
LANGUAGE sql STABLE AS $$
  SELECT n.night, o.hotel_id, count(*)
  FROM hotel_order_rooms r CROSS JOIN LATERAL stay_nights(o.check_in, least(o.check_out, o.checked_out_at)) AS n (night)
  WHERE r.order_id = o.id AND o.canceled_at IS NULL
  GROUP BY n.night
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booked_room_nights_of(r hotel_order_rooms) RETURNS TABLE (night date, hotel_id uuid, rooms bigint)
LANGUAGE sql STABLE AS $$
  SELECT n.night, o.hotel_id, 1::bigint
  FROM hotel_orders o CROSS JOIN LATERAL stay_nights(o.check_in, least(o.check_out, o.checked_out_at)) AS n (night)
  WHERE o.id = r.order_id AND o.canceled_at IS NULL
$$;
