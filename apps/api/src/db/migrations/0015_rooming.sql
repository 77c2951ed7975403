CREATE TABLE "room_assignments" (
	"order_id" uuid NOT NULL,
	"pilgrim_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	CONSTRAINT "room_assignments_order_id_pilgrim_id_pk" PRIMARY KEY("order_id","pilgrim_id")
);
--> statement-breakpoint
ALTER TABLE "room_assignments" ADD CONSTRAINT "room_assignments_order_id_hotel_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."hotel_orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "room_assignments" ADD CONSTRAINT "room_assignments_pilgrim_id_pilgrims_id_fk" FOREIGN KEY ("pilgrim_id") REFERENCES "public"."pilgrims"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "room_assignments" ADD CONSTRAINT "room_assignments_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "room_assignments_room" ON "room_assignments" USING btree ("room_id");
--> statement-breakpoint
CREATE INDEX "room_assignments_pilgrim" ON "room_assignments" USING btree ("pilgrim_id");
