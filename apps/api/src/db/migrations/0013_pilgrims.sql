ALTER TABLE "guest_groups" ADD COLUMN "counter_agent_id" uuid;
--> statement-breakpoint
ALTER TABLE "guest_groups" ADD COLUMN "leader_name" text;
--> statement-breakpoint
ALTER TABLE "guest_groups" ADD COLUMN "leader_phone" text;
--> statement-breakpoint
ALTER TABLE "guest_groups" ADD CONSTRAINT "guest_groups_counter_agent_id_counter_agents_id_fk" FOREIGN KEY ("counter_agent_id") REFERENCES "public"."counter_agents"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "guest_groups_counter_agent" ON "guest_groups" USING btree ("counter_agent_id");
--> statement-breakpoint
CREATE TABLE "pilgrims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"group_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"gender" smallint NOT NULL,
	"birth_date" date NOT NULL,
	"passport_number" text NOT NULL,
	"passport_expiry" date NOT NULL,
	"nationality" text DEFAULT 'UZ' NOT NULL,
	"visa_number" text,
	"phone" text,
	"family" text,
	"mahram_id" uuid,
	"diet" text DEFAULT 'regular' NOT NULL,
	"needs" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "pilgrims_gender" CHECK ("pilgrims"."gender" in (1, 2)),
	CONSTRAINT "pilgrims_diet" CHECK ("pilgrims"."diet" in ('regular', 'diabetic', 'soft', 'vegetarian')),
	CONSTRAINT "pilgrims_not_own_mahram" CHECK ("pilgrims"."mahram_id" is distinct from "pilgrims"."id")
);
--> statement-breakpoint
ALTER TABLE "pilgrims" ADD CONSTRAINT "pilgrims_group_id_guest_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."guest_groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pilgrims" ADD CONSTRAINT "pilgrims_mahram_id_pilgrims_id_fk" FOREIGN KEY ("mahram_id") REFERENCES "public"."pilgrims"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "pilgrims_group" ON "pilgrims" USING btree ("group_id","full_name","id");
--> statement-breakpoint
CREATE INDEX "pilgrims_passport" ON "pilgrims" USING btree ("passport_number");
--> statement-breakpoint
CREATE INDEX "pilgrims_mahram" ON "pilgrims" USING btree ("mahram_id");
--> statement-breakpoint
CREATE INDEX "pilgrims_full_name_trgm" ON "pilgrims" USING gin ("full_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "pilgrims_passport_trgm" ON "pilgrims" USING gin ("passport_number" gin_trgm_ops);
