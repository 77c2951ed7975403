CREATE TABLE "stock_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "stock_receipts" ADD CONSTRAINT "stock_receipts_supplier_id_counter_agents_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."counter_agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipts" ADD CONSTRAINT "stock_receipts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_receipts_supplier" ON "stock_receipts" USING btree ("supplier_id");--> statement-breakpoint
ALTER TABLE "stock_batches" ADD COLUMN "receipt_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_receipt_id_stock_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."stock_receipts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_batches_receipt" ON "stock_batches" USING btree ("receipt_id");--> statement-breakpoint
-- The rows of a big table, kept by its triggers like the totals (appended deltas the totals job
-- adds up), so that an unfiltered list's count is a sum of a few rows, not a scan.
CREATE TABLE "row_counts" (
	"table_name" text NOT NULL,
	"rows" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "row_counts_table_name" ON "row_counts" USING btree ("table_name");--> statement-breakpoint
CREATE FUNCTION stock_batch_rows_of(b stock_batches) RETURNS TABLE (table_name text, rows bigint)
LANGUAGE sql STABLE AS $$ SELECT 'stock_batches'::text, 1::bigint $$;
--> statement-breakpoint
SELECT keep_totals('stock_batches', 'row_counts', 'stock_batch_rows_of', '{INSERT,DELETE}');
--> statement-breakpoint
-- A batch's receipt totals move only when its product, day, amount or price do. The statement
-- trigger on every update also ran for each consumption, inside the window where a food order
-- holds its batch locks, to add nothing: a row trigger on those columns replaces it.
DROP TRIGGER "stock_totals_stock_batch_totals_of_update" ON "stock_batches";
--> statement-breakpoint
DROP FUNCTION stock_totals_stock_batch_totals_of_update();
--> statement-breakpoint
CREATE FUNCTION stock_batch_receipt_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_totals (month, kind, product_id, quantity, value)
  SELECT k.month, k.kind, k.product_id, sum(k.quantity), sum(k.value)
  FROM (SELECT n.month, n.kind, n.product_id, n.quantity, n.value FROM stock_batch_totals_of(NEW) AS n
    UNION ALL SELECT o.month, o.kind, o.product_id, -o.quantity, -o.value FROM stock_batch_totals_of(OLD) AS o) AS k
  GROUP BY k.month, k.kind, k.product_id
  HAVING sum(k.quantity) <> 0 OR sum(k.value) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stock_batches_receipt_moved" AFTER UPDATE OF "product_id", "created_at", "received", "gross_price" ON "stock_batches"
  FOR EACH ROW EXECUTE FUNCTION stock_batch_receipt_moved();
