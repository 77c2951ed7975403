CREATE TABLE "food_order_day_totals" (
	"day" date NOT NULL,
	"status" smallint NOT NULL,
	"dimension" text NOT NULL,
	"key_id" uuid,
	"orders" bigint NOT NULL,
	"revenue" numeric NOT NULL,
	"net_price" numeric NOT NULL,
	"profit" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_order_day_totals" (
	"day" date NOT NULL,
	"hotel_id" uuid NOT NULL,
	"orders" bigint NOT NULL,
	"hotel_cost" numeric NOT NULL,
	"profit" numeric NOT NULL,
	"nights" bigint NOT NULL,
	"people" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_room_month_nights" (
	"month" date NOT NULL,
	"hotel_id" uuid NOT NULL,
	"rooms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_quarter_totals" (
	"quarter" date NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid,
	"quantity" numeric NOT NULL,
	"value" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_year_totals" (
	"year" date NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid,
	"quantity" numeric NOT NULL,
	"value" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_order_day_totals" (
	"day" date NOT NULL,
	"transport_id" uuid NOT NULL,
	"status" text NOT NULL,
	"orders" bigint NOT NULL,
	"gross_fee" numeric NOT NULL,
	"service_fee" numeric NOT NULL
);
--> statement-breakpoint
CREATE INDEX "food_order_day_totals_dimension_day" ON "food_order_day_totals" USING btree ("dimension","day");--> statement-breakpoint
CREATE INDEX "hotel_order_day_totals_day" ON "hotel_order_day_totals" USING btree ("day");--> statement-breakpoint
CREATE INDEX "hotel_room_month_nights_month" ON "hotel_room_month_nights" USING btree ("month");--> statement-breakpoint
CREATE INDEX "stock_quarter_totals_kind_quarter" ON "stock_quarter_totals" USING btree ("kind","quarter");--> statement-breakpoint
CREATE INDEX "stock_year_totals_kind_year" ON "stock_year_totals" USING btree ("kind","year");--> statement-breakpoint
CREATE INDEX "transport_order_day_totals_day" ON "transport_order_day_totals" USING btree ("day");--> statement-breakpoint
CREATE INDEX "stock_totals_kitchen" ON "stock_totals" USING btree ("kind","month") WHERE "stock_totals"."product_id" is null;--> statement-breakpoint
-- The day tables: each row's contribution to the month tables, on its day (migration 0003 states the rules).
CREATE FUNCTION food_order_day_totals_of(o food_orders)
RETURNS TABLE (day date, status smallint, dimension text, key_id uuid, orders bigint, revenue numeric, net_price numeric, profit numeric)
LANGUAGE sql STABLE AS $$
  SELECT business_day(o.created_at), k.status, k.dimension, k.key_id, k.orders, k.revenue, k.net_price, k.profit FROM food_order_totals_of(o) AS k
$$;
--> statement-breakpoint
CREATE FUNCTION hotel_order_day_totals_of(o hotel_orders)
RETURNS TABLE (day date, hotel_id uuid, orders bigint, hotel_cost numeric, profit numeric, nights bigint, people bigint)
LANGUAGE sql STABLE AS $$
  SELECT business_day(o.created_at), k.hotel_id, k.orders, k.hotel_cost, k.profit, k.nights, k.people FROM hotel_order_totals_of(o) AS k
$$;
--> statement-breakpoint
CREATE FUNCTION transport_order_day_totals_of(o transport_orders)
RETURNS TABLE (day date, transport_id uuid, status text, orders bigint, gross_fee numeric, service_fee numeric)
LANGUAGE sql STABLE AS $$
  SELECT business_day(o.created_at), k.transport_id, k.status, k.orders, k.gross_fee, k.service_fee FROM transport_order_totals_of(o) AS k
$$;
--> statement-breakpoint
SELECT keep_totals('food_orders', 'food_order_day_totals', 'food_order_day_totals_of');
--> statement-breakpoint
SELECT keep_totals('hotel_orders', 'hotel_order_day_totals', 'hotel_order_day_totals_of');
--> statement-breakpoint
SELECT keep_totals('transport_orders', 'transport_order_day_totals', 'transport_order_day_totals_of');
--> statement-breakpoint
-- Quarters and years, kept from stock_totals on every event: the totals job's compaction deletes and re-inserts the same sums, which cancel out here.
CREATE FUNCTION stock_quarter_totals_of(t stock_totals)
RETURNS TABLE (quarter date, kind text, product_id uuid, quantity numeric, value numeric)
LANGUAGE sql STABLE AS $$ SELECT date_trunc('quarter', t.month)::date, t.kind, t.product_id, t.quantity, t.value $$;
--> statement-breakpoint
SELECT keep_totals('stock_totals', 'stock_quarter_totals', 'stock_quarter_totals_of');
--> statement-breakpoint
CREATE FUNCTION stock_year_totals_of(t stock_totals)
RETURNS TABLE (year date, kind text, product_id uuid, quantity numeric, value numeric)
LANGUAGE sql STABLE AS $$ SELECT date_trunc('year', t.month)::date, t.kind, t.product_id, t.quantity, t.value $$;
--> statement-breakpoint
SELECT keep_totals('stock_totals', 'stock_year_totals', 'stock_year_totals_of');
--> statement-breakpoint
-- Kept from hotel_room_nights on every event, as the stock quarters are from stock_totals.
CREATE FUNCTION hotel_room_month_nights_of(n hotel_room_nights) RETURNS TABLE (month date, hotel_id uuid, rooms bigint)
LANGUAGE sql STABLE AS $$ SELECT date_trunc('month', n.night)::date, n.hotel_id, n.rooms $$;
--> statement-breakpoint
SELECT keep_totals('hotel_room_nights', 'hotel_room_month_nights', 'hotel_room_month_nights_of');
