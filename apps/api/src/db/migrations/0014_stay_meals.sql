ALTER TABLE "hotel_orders" ADD COLUMN "meals" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
-- food_service was never set: whether a stay has food service now follows from its meals.
ALTER TABLE "hotel_orders" DROP COLUMN "food_service";
--> statement-breakpoint
ALTER TABLE "hotel_orders" ADD CONSTRAINT "hotel_orders_meals" CHECK ("hotel_orders"."meals" <@ array['breakfast', 'lunch', 'dinner']::text[]);
