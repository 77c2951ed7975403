ALTER TABLE "hotels" ADD COLUMN "city" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_city" CHECK ("hotels"."city" in ('Makkah', 'Madinah', 'Jeddah', 'other'));--> statement-breakpoint
CREATE TABLE "transport_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"city" text NOT NULL,
	"hotel_id" uuid,
	CONSTRAINT "transport_places_hotel_id_unique" UNIQUE("hotel_id"),
	CONSTRAINT "transport_places_kind" CHECK ("transport_places"."kind" in ('airport', 'hotel', 'site', 'other')),
	CONSTRAINT "transport_places_city" CHECK ("transport_places"."city" in ('Makkah', 'Madinah', 'Jeddah', 'other')),
	CONSTRAINT "transport_places_hotel" CHECK (("transport_places"."kind" = 'hotel') = ("transport_places"."hotel_id" is not null))
);--> statement-breakpoint
ALTER TABLE "transport_places" ADD CONSTRAINT "transport_places_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transport_places_city_name" ON "transport_places" USING btree ("city","name");--> statement-breakpoint
CREATE INDEX "transport_places_name_trgm" ON "transport_places" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
INSERT INTO "transport_places" ("name", "kind", "city") VALUES ('JED — Jidda aeroporti', 'airport', 'Jeddah'), ('MED — Madina aeroporti', 'airport', 'Madinah');--> statement-breakpoint
INSERT INTO "transport_places" ("name", "kind", "city", "hotel_id") SELECT "name", 'hotel', "city", "id" FROM "hotels";--> statement-breakpoint
CREATE FUNCTION "transport_places_follow_hotel"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "transport_places" ("name", "kind", "city", "hotel_id")
	VALUES (NEW."name", 'hotel', NEW."city", NEW."id")
	ON CONFLICT ("hotel_id") DO UPDATE SET "name" = EXCLUDED."name", "city" = EXCLUDED."city", "updated_at" = now();
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "hotels_are_places" AFTER INSERT OR UPDATE OF "name", "city" ON "hotels" FOR EACH ROW EXECUTE FUNCTION "transport_places_follow_hotel"();--> statement-breakpoint
CREATE TABLE "transport_drivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"license_number" text NOT NULL,
	"license_expiry" date NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);--> statement-breakpoint
CREATE INDEX "transport_drivers_name_trgm" ON "transport_drivers" USING gin (search_fold("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transport_drivers_created_at" ON "transport_drivers" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "plate_number" text;--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "driver_id" uuid;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_driver_id_transport_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."transport_drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transports_driver" ON "transports" USING btree ("driver_id");--> statement-breakpoint
CREATE TABLE "flights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"number" text NOT NULL,
	"airline" text NOT NULL,
	"airport_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flights_direction" CHECK ("flights"."direction" in ('arrival', 'departure'))
);--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_airport_id_transport_places_id_fk" FOREIGN KEY ("airport_id") REFERENCES "public"."transport_places"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flights_scheduled_at" ON "flights" USING btree ("scheduled_at","id");--> statement-breakpoint
CREATE INDEX "flights_number_trgm" ON "flights" USING gin (search_fold("number") gin_trgm_ops);--> statement-breakpoint
CREATE TABLE "flight_groups" (
	"flight_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	CONSTRAINT "flight_groups_flight_id_group_id_pk" PRIMARY KEY("flight_id","group_id")
);--> statement-breakpoint
ALTER TABLE "flight_groups" ADD CONSTRAINT "flight_groups_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_groups" ADD CONSTRAINT "flight_groups_group_id_guest_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."guest_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_groups_group" ON "flight_groups" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "transport_orders" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD COLUMN "flight_id" uuid;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD COLUMN "from_place_id" uuid;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD COLUMN "to_place_id" uuid;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD COLUMN "driver_id" uuid;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD COLUMN "duration_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD COLUMN "plan_leg" text;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD CONSTRAINT "transport_orders_group_id_guest_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."guest_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD CONSTRAINT "transport_orders_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD CONSTRAINT "transport_orders_from_place_id_transport_places_id_fk" FOREIGN KEY ("from_place_id") REFERENCES "public"."transport_places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD CONSTRAINT "transport_orders_to_place_id_transport_places_id_fk" FOREIGN KEY ("to_place_id") REFERENCES "public"."transport_places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD CONSTRAINT "transport_orders_driver_id_transport_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."transport_drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD CONSTRAINT "transport_orders_duration" CHECK ("transport_orders"."duration_minutes" between 1 and 1440);--> statement-breakpoint
CREATE INDEX "transport_orders_driver_time" ON "transport_orders" USING btree ("driver_id","perform_date");--> statement-breakpoint
CREATE INDEX "transport_orders_group" ON "transport_orders" USING btree ("group_id","perform_date");--> statement-breakpoint
CREATE INDEX "transport_orders_flight" ON "transport_orders" USING btree ("flight_id");
