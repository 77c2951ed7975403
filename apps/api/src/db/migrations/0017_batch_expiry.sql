ALTER TABLE "stock_batches" ADD COLUMN "expiry_date" date;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD COLUMN "supplier_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD COLUMN "lot" text;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_supplier_id_counter_agents_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."counter_agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
DROP INDEX "stock_batches_active";--> statement-breakpoint
CREATE INDEX "stock_batches_fefo" ON "stock_batches" USING btree ("product_id","expiry_date" asc nulls last,"created_at","id") WHERE "stock_batches"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "stock_batches_expiry" ON "stock_batches" USING btree ("expiry_date") WHERE "stock_batches"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "stock_batches_supplier" ON "stock_batches" USING btree ("supplier_id");
