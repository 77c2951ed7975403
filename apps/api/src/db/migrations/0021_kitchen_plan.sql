CREATE TABLE "menu_cycle" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"start_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_cycle_one_row" CHECK ("menu_cycle"."id")
);
--> statement-breakpoint
CREATE TABLE "menu_cycle_days" (
	"cycle" text NOT NULL,
	"position" integer NOT NULL,
	"ration_id" uuid NOT NULL,
	CONSTRAINT "menu_cycle_days_cycle_position_pk" PRIMARY KEY("cycle","position"),
	CONSTRAINT "menu_cycle_days_cycle" CHECK ("menu_cycle_days"."cycle" in ('main', 'diabetic', 'soft', 'vegetarian')),
	CONSTRAINT "menu_cycle_days_position" CHECK ("menu_cycle_days"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "menu_cycle_days" ADD CONSTRAINT "menu_cycle_days_ration_id_rations_id_fk" FOREIGN KEY ("ration_id") REFERENCES "public"."rations"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "menu_cycle_days_ration" ON "menu_cycle_days" USING btree ("ration_id");
--> statement-breakpoint
CREATE TABLE "kitchen_plan_days" (
	"day" date PRIMARY KEY NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"confirmed_by" uuid
);
--> statement-breakpoint
ALTER TABLE "kitchen_plan_days" ADD CONSTRAINT "kitchen_plan_days_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "kitchen_plan_orders" (
	"food_order_id" uuid PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"hotel_order_id" uuid NOT NULL,
	"meal" text NOT NULL,
	"menu_id" uuid NOT NULL,
	CONSTRAINT "kitchen_plan_orders_meal" CHECK ("kitchen_plan_orders"."meal" in ('breakfast', 'lunch', 'dinner'))
);
--> statement-breakpoint
ALTER TABLE "kitchen_plan_orders" ADD CONSTRAINT "kitchen_plan_orders_food_order_id_food_orders_id_fk" FOREIGN KEY ("food_order_id") REFERENCES "public"."food_orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "kitchen_plan_orders" ADD CONSTRAINT "kitchen_plan_orders_day_kitchen_plan_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."kitchen_plan_days"("day") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "kitchen_plan_orders" ADD CONSTRAINT "kitchen_plan_orders_hotel_order_id_hotel_orders_id_fk" FOREIGN KEY ("hotel_order_id") REFERENCES "public"."hotel_orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "kitchen_plan_orders" ADD CONSTRAINT "kitchen_plan_orders_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "kitchen_plan_orders_day" ON "kitchen_plan_orders" USING btree ("day","hotel_order_id");
--> statement-breakpoint
CREATE INDEX "kitchen_plan_orders_hotel_order" ON "kitchen_plan_orders" USING btree ("hotel_order_id");
--> statement-breakpoint
CREATE INDEX "pilgrims_group_diet" ON "pilgrims" USING btree ("group_id","diet");
