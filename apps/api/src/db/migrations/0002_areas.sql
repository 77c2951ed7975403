CREATE TABLE "guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hotel_order_id" uuid NOT NULL,
	"hotel_id" uuid NOT NULL,
	"room_id" uuid,
	"room_name" text,
	"status" text DEFAULT 'New' NOT NULL,
	"order_number" text NOT NULL,
	"gender" smallint NOT NULL,
	"full_name" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"price" numeric NOT NULL,
	"check_in" timestamp with time zone NOT NULL,
	"check_out" timestamp with time zone NOT NULL,
	CONSTRAINT "guests_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "guests_gender" CHECK ("guests"."gender" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "hotel_order_rooms" (
	"order_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"people" integer NOT NULL,
	CONSTRAINT "hotel_order_rooms_order_id_room_id_pk" PRIMARY KEY("order_id","room_id")
);
--> statement-breakpoint
CREATE TABLE "hotel_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" text NOT NULL,
	"guest_type" text NOT NULL,
	"hotel_id" uuid NOT NULL,
	"guest_group_id" uuid,
	"order_status" text NOT NULL,
	"food_service" boolean DEFAULT false NOT NULL,
	"check_in" timestamp with time zone NOT NULL,
	"check_out" timestamp with time zone NOT NULL,
	"count_of_people" integer NOT NULL,
	"hotel_cost" numeric NOT NULL,
	"profit" numeric NOT NULL,
	CONSTRAINT "hotel_orders_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "hotel_orders_stay" CHECK ("hotel_orders"."check_out" > "hotel_orders"."check_in"),
	CONSTRAINT "hotel_orders_people" CHECK ("hotel_orders"."count_of_people" >= 1)
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"rating" numeric(2, 1) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"floor" integer NOT NULL,
	"room_number" text NOT NULL,
	"capacity" integer NOT NULL,
	"net_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"profit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"gross_price" numeric(14, 2) GENERATED ALWAYS AS ("net_price" + "profit") STORED NOT NULL,
	CONSTRAINT "rooms_capacity_positive" CHECK ("rooms"."capacity" >= 1),
	CONSTRAINT "rooms_floor_positive" CHECK ("rooms"."floor" >= 1)
);
--> statement-breakpoint
CREATE TABLE "hiring_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	"status" boolean DEFAULT false NOT NULL,
	CONSTRAINT "hiring_expenses_cost_not_negative" CHECK ("hiring_expenses"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "monthly_salaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"salary" numeric(14, 2) NOT NULL,
	"status" boolean DEFAULT false NOT NULL,
	CONSTRAINT "monthly_salaries_user_month" UNIQUE("user_id","year","month"),
	CONSTRAINT "monthly_salaries_month_range" CHECK ("monthly_salaries"."month" between 1 and 12),
	CONSTRAINT "monthly_salaries_salary_not_negative" CHECK ("monthly_salaries"."salary" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transport_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"order_number" text NOT NULL,
	"transport_id" uuid NOT NULL,
	"perform_date" timestamp with time zone NOT NULL,
	"from_location" text NOT NULL,
	"to_location" text,
	"status" text DEFAULT 'created' NOT NULL,
	"passenger_count" integer,
	"service_fee" numeric(14, 2) NOT NULL,
	"gross_fee" numeric(14, 2) NOT NULL,
	CONSTRAINT "transport_orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "transport_orders_fees" CHECK ("transport_orders"."gross_fee" >= "transport_orders"."service_fee" and "transport_orders"."service_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"name" text NOT NULL,
	"name_of_driver" text NOT NULL,
	"address" text NOT NULL,
	"phone_number" text NOT NULL,
	"amount_of_people" integer NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	CONSTRAINT "transports_seats_positive" CHECK ("transports"."amount_of_people" >= 1)
);
--> statement-breakpoint
CREATE TABLE "food_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"food_id" uuid,
	"menu_id" uuid,
	"ration_id" uuid,
	"counter_agent_id" uuid,
	"hotel_order_id" uuid,
	"order_time" date,
	"address" text,
	"product_count" integer NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"net_price" numeric(18, 2) NOT NULL,
	"profit" numeric(18, 2) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"status_changed_at" timestamp with time zone,
	"created_by" uuid,
	CONSTRAINT "food_orders_code_unique" UNIQUE("code"),
	CONSTRAINT "food_orders_one_item" CHECK (num_nonnulls("food_orders"."food_id", "food_orders"."menu_id", "food_orders"."ration_id") = 1),
	CONSTRAINT "food_orders_status_values" CHECK ("food_orders"."status" in (-1, 0, 1)),
	CONSTRAINT "food_orders_portions" CHECK ("food_orders"."product_count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "food_recipe_foods" (
	"food_id" uuid NOT NULL,
	"recipe_food_id" uuid NOT NULL,
	CONSTRAINT "food_recipe_foods_food_id_recipe_food_id_pk" PRIMARY KEY("food_id","recipe_food_id")
);
--> statement-breakpoint
CREATE TABLE "food_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	CONSTRAINT "food_sections_name_key_unique" UNIQUE("name_key")
);
--> statement-breakpoint
CREATE TABLE "foods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"section_id" uuid NOT NULL,
	"profit" numeric(18, 2) NOT NULL,
	"image" text,
	CONSTRAINT "foods_name_key_unique" UNIQUE("name_key")
);
--> statement-breakpoint
CREATE TABLE "kitchen_measures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"abbreviation" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	CONSTRAINT "kitchen_measures_name_key_unique" UNIQUE("name_key")
);
--> statement-breakpoint
CREATE TABLE "kitchen_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	CONSTRAINT "kitchen_sections_name_key_unique" UNIQUE("name_key")
);
--> statement-breakpoint
CREATE TABLE "menu_foods" (
	"menu_id" uuid NOT NULL,
	"food_id" uuid NOT NULL,
	CONSTRAINT "menu_foods_menu_id_food_id_pk" PRIMARY KEY("menu_id","food_id")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"menu_type" text NOT NULL,
	"profit" numeric(18, 2) NOT NULL,
	"image" text,
	CONSTRAINT "menus_name_key_unique" UNIQUE("name_key")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"section_id" uuid NOT NULL,
	"measure_id" uuid NOT NULL,
	"measure_warehouse_id" uuid NOT NULL,
	"difference_measures" numeric(11, 4) NOT NULL,
	"min_stock" numeric(12, 3) DEFAULT '0' NOT NULL,
	"image" text,
	CONSTRAINT "products_name_key_unique" UNIQUE("name_key"),
	CONSTRAINT "products_factor_positive" CHECK ("products"."difference_measures" > 0),
	CONSTRAINT "products_min_stock_not_negative" CHECK ("products"."min_stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"profit" numeric(18, 2) NOT NULL,
	"menu_breakfast_id" uuid NOT NULL,
	"menu_lunch_id" uuid NOT NULL,
	"menu_dinner_id" uuid NOT NULL,
	CONSTRAINT "rations_name_key_unique" UNIQUE("name_key")
);
--> statement-breakpoint
CREATE TABLE "recipe_foods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" uuid NOT NULL,
	"count" numeric(12, 3) NOT NULL,
	CONSTRAINT "recipe_foods_count_positive" CHECK ("recipe_foods"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" uuid NOT NULL,
	"gross_price" numeric(18, 2) NOT NULL,
	"arrived_amount" numeric(12, 3) NOT NULL,
	"received" numeric(24, 7) NOT NULL,
	"remaining" numeric(24, 7) NOT NULL,
	"unit_price" numeric NOT NULL,
	"created_by" uuid,
	CONSTRAINT "stock_batches_remaining_range" CHECK ("stock_batches"."remaining" >= 0 and "stock_batches"."remaining" <= "stock_batches"."received"),
	CONSTRAINT "stock_batches_received_positive" CHECK ("stock_batches"."received" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"batch_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quantity" numeric(24, 7) NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"food_order_id" uuid,
	"reason" text,
	"created_by" uuid,
	CONSTRAINT "stock_movements_quantity_positive" CHECK ("stock_movements"."quantity" > 0)
);
--> statement-breakpoint
DROP INDEX "counter_agents_created_at";--> statement-breakpoint
DROP INDEX "counter_agents_type_status_created";--> statement-breakpoint
DROP INDEX "guest_groups_created_at";--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD COLUMN "sent_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD COLUMN "sent_window_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "base_salary" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_hotel_order_id_hotel_orders_id_fk" FOREIGN KEY ("hotel_order_id") REFERENCES "public"."hotel_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_order_rooms" ADD CONSTRAINT "hotel_order_rooms_order_id_hotel_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."hotel_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_order_rooms" ADD CONSTRAINT "hotel_order_rooms_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_orders" ADD CONSTRAINT "hotel_orders_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_orders" ADD CONSTRAINT "hotel_orders_guest_group_id_guest_groups_id_fk" FOREIGN KEY ("guest_group_id") REFERENCES "public"."guest_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_expenses" ADD CONSTRAINT "hiring_expenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_salaries" ADD CONSTRAINT "monthly_salaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD CONSTRAINT "transport_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD CONSTRAINT "transport_orders_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD CONSTRAINT "transport_orders_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_orders" ADD CONSTRAINT "food_orders_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_orders" ADD CONSTRAINT "food_orders_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_orders" ADD CONSTRAINT "food_orders_ration_id_rations_id_fk" FOREIGN KEY ("ration_id") REFERENCES "public"."rations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_orders" ADD CONSTRAINT "food_orders_counter_agent_id_counter_agents_id_fk" FOREIGN KEY ("counter_agent_id") REFERENCES "public"."counter_agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_orders" ADD CONSTRAINT "food_orders_hotel_order_id_hotel_orders_id_fk" FOREIGN KEY ("hotel_order_id") REFERENCES "public"."hotel_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_orders" ADD CONSTRAINT "food_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_recipe_foods" ADD CONSTRAINT "food_recipe_foods_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_recipe_foods" ADD CONSTRAINT "food_recipe_foods_recipe_food_id_recipe_foods_id_fk" FOREIGN KEY ("recipe_food_id") REFERENCES "public"."recipe_foods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_section_id_food_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."food_sections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_foods" ADD CONSTRAINT "menu_foods_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_foods" ADD CONSTRAINT "menu_foods_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_section_id_kitchen_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."kitchen_sections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_measure_id_kitchen_measures_id_fk" FOREIGN KEY ("measure_id") REFERENCES "public"."kitchen_measures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_measure_warehouse_id_kitchen_measures_id_fk" FOREIGN KEY ("measure_warehouse_id") REFERENCES "public"."kitchen_measures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rations" ADD CONSTRAINT "rations_menu_breakfast_id_menus_id_fk" FOREIGN KEY ("menu_breakfast_id") REFERENCES "public"."menus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rations" ADD CONSTRAINT "rations_menu_lunch_id_menus_id_fk" FOREIGN KEY ("menu_lunch_id") REFERENCES "public"."menus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rations" ADD CONSTRAINT "rations_menu_dinner_id_menus_id_fk" FOREIGN KEY ("menu_dinner_id") REFERENCES "public"."menus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_foods" ADD CONSTRAINT "recipe_foods_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_batch_id_stock_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_food_order_id_food_orders_id_fk" FOREIGN KEY ("food_order_id") REFERENCES "public"."food_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guests_created_at" ON "guests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "guests_hotel" ON "guests" USING btree ("hotel_id","created_at","id");--> statement-breakpoint
CREATE INDEX "guests_hotel_order" ON "guests" USING btree ("hotel_order_id");--> statement-breakpoint
CREATE INDEX "guests_room" ON "guests" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "guests_full_name_trgm" ON "guests" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guests_order_number_trgm" ON "guests" USING gin ("order_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hotel_order_rooms_room" ON "hotel_order_rooms" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "hotel_orders_created_at" ON "hotel_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "hotel_orders_hotel_check_out" ON "hotel_orders" USING btree ("hotel_id","check_out");--> statement-breakpoint
CREATE INDEX "hotel_orders_stay" ON "hotel_orders" USING gist (tstzrange("check_in", "check_out"));--> statement-breakpoint
CREATE INDEX "hotel_orders_check_in" ON "hotel_orders" USING btree ("check_in");--> statement-breakpoint
CREATE INDEX "hotel_orders_check_out" ON "hotel_orders" USING btree ("check_out");--> statement-breakpoint
CREATE INDEX "hotel_orders_guest_group" ON "hotel_orders" USING btree ("guest_group_id");--> statement-breakpoint
CREATE INDEX "hotel_orders_order_id_trgm" ON "hotel_orders" USING gin ("order_id" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "hotels_name_unique" ON "hotels" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "hotels_email_unique" ON "hotels" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "hotels_name_trgm" ON "hotels" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hotels_created_at" ON "hotels" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_types_name_unique" ON "room_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "room_types_created_at" ON "room_types" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_hotel_room_number" ON "rooms" USING btree ("hotel_id","room_number");--> statement-breakpoint
CREATE INDEX "rooms_hotel_type" ON "rooms" USING btree ("hotel_id","room_type_id","created_at");--> statement-breakpoint
CREATE INDEX "rooms_room_type" ON "rooms" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "hiring_expenses_user_date" ON "hiring_expenses" USING btree ("user_id","date","id");--> statement-breakpoint
CREATE INDEX "transport_orders_transport_time" ON "transport_orders" USING btree ("transport_id","perform_date");--> statement-breakpoint
CREATE INDEX "transport_orders_newest" ON "transport_orders" USING btree ("perform_date","created_at");--> statement-breakpoint
CREATE INDEX "transport_orders_from_trgm" ON "transport_orders" USING gin ("from_location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transport_orders_to_trgm" ON "transport_orders" USING gin ("to_location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transports_name_trgm" ON "transports" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transports_driver_trgm" ON "transports" USING gin ("name_of_driver" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transports_created_at" ON "transports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "food_orders_created_at" ON "food_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "food_orders_code_trgm" ON "food_orders" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "food_orders_counter_agent" ON "food_orders" USING btree ("counter_agent_id");--> statement-breakpoint
CREATE INDEX "food_orders_hotel_order" ON "food_orders" USING btree ("hotel_order_id");--> statement-breakpoint
CREATE INDEX "food_orders_status" ON "food_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "food_orders_food" ON "food_orders" USING btree ("food_id");--> statement-breakpoint
CREATE INDEX "food_orders_menu" ON "food_orders" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "food_orders_ration" ON "food_orders" USING btree ("ration_id");--> statement-breakpoint
CREATE INDEX "food_recipe_foods_line" ON "food_recipe_foods" USING btree ("recipe_food_id");--> statement-breakpoint
CREATE INDEX "food_sections_name_trgm" ON "food_sections" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "food_sections_created_at" ON "food_sections" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "foods_name_trgm" ON "foods" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "foods_created_at" ON "foods" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "foods_section" ON "foods" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "kitchen_measures_name_trgm" ON "kitchen_measures" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kitchen_measures_created_at" ON "kitchen_measures" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "kitchen_sections_name_trgm" ON "kitchen_sections" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kitchen_sections_created_at" ON "kitchen_sections" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "menu_foods_food" ON "menu_foods" USING btree ("food_id");--> statement-breakpoint
CREATE INDEX "menus_name_trgm" ON "menus" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "menus_created_at" ON "menus" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_created_at" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_section" ON "products" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "products_measure" ON "products" USING btree ("measure_id");--> statement-breakpoint
CREATE INDEX "products_measure_warehouse" ON "products" USING btree ("measure_warehouse_id");--> statement-breakpoint
CREATE INDEX "rations_name_trgm" ON "rations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rations_created_at" ON "rations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "rations_breakfast" ON "rations" USING btree ("menu_breakfast_id");--> statement-breakpoint
CREATE INDEX "rations_lunch" ON "rations" USING btree ("menu_lunch_id");--> statement-breakpoint
CREATE INDEX "rations_dinner" ON "rations" USING btree ("menu_dinner_id");--> statement-breakpoint
CREATE INDEX "recipe_foods_product" ON "recipe_foods" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "recipe_foods_created_at" ON "recipe_foods" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stock_batches_fifo" ON "stock_batches" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_batches_active" ON "stock_batches" USING btree ("product_id","created_at","id") WHERE "stock_batches"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "stock_batches_created_at" ON "stock_batches" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_product" ON "stock_movements" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_batch" ON "stock_movements" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "stock_movements_food_order" ON "stock_movements" USING btree ("food_order_id");--> statement-breakpoint
CREATE INDEX "stock_movements_kind_created" ON "stock_movements" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "counter_agents_created_at" ON "counter_agents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "counter_agents_type_status_created" ON "counter_agents" USING btree ("counter_agent_type","status","created_at");--> statement-breakpoint
CREATE INDEX "guest_groups_created_at" ON "guest_groups" USING btree ("created_at","id");