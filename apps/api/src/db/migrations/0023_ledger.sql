-- The ledger: exchange rates, invoices and their lines, payments and their allocations, and the
-- credit limit of counter agents.
ALTER TABLE "counter_agents" ADD COLUMN "credit_limit" numeric(14, 2);
--> statement-breakpoint
ALTER TABLE "counter_agents" ADD CONSTRAINT "counter_agents_credit_limit_positive" CHECK ("counter_agents"."credit_limit" is null or "counter_agents"."credit_limit" >= 0);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date" date NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(24, 12) NOT NULL,
	CONSTRAINT "exchange_rates_rate_positive" CHECK ("exchange_rates"."rate" > 0),
	CONSTRAINT "exchange_rates_currency_values" CHECK ("exchange_rates"."currency" in ('SAR', 'USD', 'UZS'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_currency_date" ON "exchange_rates" USING btree ("currency","date");
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"number" text,
	"counter_agent_id" uuid NOT NULL,
	"date" date NOT NULL,
	"due_date" date NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(24, 12) NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	"total_operating" numeric(16, 2) NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"issued_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_currency_values" CHECK ("invoices"."currency" in ('SAR', 'USD', 'UZS')),
	CONSTRAINT "invoices_state_values" CHECK ("invoices"."state" in ('draft', 'issued', 'void')),
	CONSTRAINT "invoices_due" CHECK ("invoices"."due_date" >= "invoices"."date"),
	CONSTRAINT "invoices_numbered" CHECK (("invoices"."number" is null) = ("invoices"."state" = 'draft')),
	CONSTRAINT "invoices_void_reason" CHECK (("invoices"."void_reason" is null) = ("invoices"."state" <> 'void'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_counter_agent_id_counter_agents_id_fk" FOREIGN KEY ("counter_agent_id") REFERENCES "public"."counter_agents"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "invoices_counter_agent_date" ON "invoices" USING btree ("counter_agent_id","date");
--> statement-breakpoint
CREATE INDEX "invoices_date" ON "invoices" USING btree ("date","created_at","id");
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"order_type" text,
	"order_id" uuid,
	"live" boolean DEFAULT true NOT NULL,
	CONSTRAINT "invoice_lines_quantity_positive" CHECK ("invoice_lines"."quantity" > 0),
	CONSTRAINT "invoice_lines_order" CHECK (("invoice_lines"."order_type" is null) = ("invoice_lines"."order_id" is null)),
	CONSTRAINT "invoice_lines_order_type_values" CHECK ("invoice_lines"."order_type" is null or "invoice_lines"."order_type" in ('hotel_order', 'food_order', 'transport_order'))
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice" ON "invoice_lines" USING btree ("invoice_id","position");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_live_order" ON "invoice_lines" USING btree ("order_type","order_id") WHERE "invoice_lines"."order_id" is not null and "invoice_lines"."live";
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counter_agent_id" uuid NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(24, 12) NOT NULL,
	"amount_operating" numeric(16, 2) NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_currency_values" CHECK ("payments"."currency" in ('SAR', 'USD', 'UZS')),
	CONSTRAINT "payments_method_values" CHECK ("payments"."method" in ('cash', 'card', 'bank'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_counter_agent_id_counter_agents_id_fk" FOREIGN KEY ("counter_agent_id") REFERENCES "public"."counter_agents"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "payments_counter_agent_date" ON "payments" USING btree ("counter_agent_id","date");
--> statement-breakpoint
CREATE INDEX "payments_date" ON "payments" USING btree ("date","created_at","id");
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"amount_operating" numeric(16, 2) NOT NULL,
	"exchange_difference" numeric(16, 2) NOT NULL,
	CONSTRAINT "payment_allocations_pk" PRIMARY KEY("payment_id","invoice_id"),
	CONSTRAINT "payment_allocations_amount_positive" CHECK ("payment_allocations"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice" ON "payment_allocations" USING btree ("invoice_id");
