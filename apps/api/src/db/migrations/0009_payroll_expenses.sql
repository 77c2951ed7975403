-- HR amounts carry their currency; what was kept before was in dollars.
ALTER TABLE "users" ADD COLUMN "salary_currency" text DEFAULT 'USD' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_salary_currency_values" CHECK ("users"."salary_currency" in ('SAR', 'USD', 'UZS'));
--> statement-breakpoint
ALTER TABLE "hiring_expenses" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;
--> statement-breakpoint
ALTER TABLE "hiring_expenses" ADD CONSTRAINT "hiring_expenses_currency_values" CHECK ("hiring_expenses"."currency" in ('SAR', 'USD', 'UZS'));
--> statement-breakpoint
-- A payment records its day and method; months paid before this have neither.
ALTER TABLE "monthly_salaries" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;
--> statement-breakpoint
ALTER TABLE "monthly_salaries" ADD COLUMN "paid_at" date;
--> statement-breakpoint
ALTER TABLE "monthly_salaries" ADD COLUMN "method" text;
--> statement-breakpoint
ALTER TABLE "monthly_salaries" ADD CONSTRAINT "monthly_salaries_currency_values" CHECK ("monthly_salaries"."currency" in ('SAR', 'USD', 'UZS'));
--> statement-breakpoint
ALTER TABLE "monthly_salaries" ADD CONSTRAINT "monthly_salaries_method_values" CHECK ("monthly_salaries"."method" is null or "monthly_salaries"."method" in ('cash', 'card', 'bank'));
--> statement-breakpoint
CREATE INDEX "monthly_salaries_month" ON "monthly_salaries" USING btree ("year","month");
--> statement-breakpoint
CREATE TABLE "general_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category" text NOT NULL,
	"counter_agent_id" uuid,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"date" date NOT NULL,
	"paid_from" text NOT NULL,
	"note" text,
	CONSTRAINT "general_expenses_amount_positive" CHECK ("general_expenses"."amount" > 0),
	CONSTRAINT "general_expenses_category_values" CHECK ("general_expenses"."category" in ('rent', 'utilities', 'transport', 'food', 'office', 'tax', 'other')),
	CONSTRAINT "general_expenses_currency_values" CHECK ("general_expenses"."currency" in ('SAR', 'USD', 'UZS')),
	CONSTRAINT "general_expenses_paid_from_values" CHECK ("general_expenses"."paid_from" in ('cash', 'card', 'bank'))
);
--> statement-breakpoint
ALTER TABLE "general_expenses" ADD CONSTRAINT "general_expenses_counter_agent_id_counter_agents_id_fk" FOREIGN KEY ("counter_agent_id") REFERENCES "public"."counter_agents"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "general_expenses_date" ON "general_expenses" USING btree ("date","created_at","id");
--> statement-breakpoint
CREATE INDEX "general_expenses_counter_agent" ON "general_expenses" USING btree ("counter_agent_id");
--> statement-breakpoint
CREATE INDEX "general_expenses_note_trgm" ON "general_expenses" USING gin ("note" gin_trgm_ops);
