CREATE TABLE "settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"operating_currency" text NOT NULL,
	"business_timezone" text NOT NULL,
	"breakfast_time" text NOT NULL,
	"lunch_time" text NOT NULL,
	"dinner_time" text NOT NULL,
	"check_in_time" text NOT NULL,
	"check_out_time" text NOT NULL,
	"own_counter_agent_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_one_row" CHECK ("settings"."id")
);
--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_own_counter_agent_id_counter_agents_id_fk" FOREIGN KEY ("own_counter_agent_id") REFERENCES "public"."counter_agents"("id") ON DELETE set null ON UPDATE no action;
