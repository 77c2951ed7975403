-- Consuming stock changes a batch's remainder on every order. While the FEFO and expiry indexes
-- named `remaining` in their predicate, each such update wrote a new entry into every index of
-- the table and left the old ones dead for the next order of the same products to step over.
-- A stored flag that only changes when a batch empties (or is refilled) keeps `remaining` out of
-- every index, so those updates stay on the heap page (HOT); the spare room on each page is where
-- the new row versions go.
ALTER TABLE "stock_batches" SET (fillfactor = 90);
--> statement-breakpoint
ALTER TABLE "stock_batches" ADD COLUMN "in_stock" boolean GENERATED ALWAYS AS ("stock_batches"."remaining" > 0) STORED NOT NULL;
--> statement-breakpoint
DROP INDEX "stock_batches_fefo";
--> statement-breakpoint
DROP INDEX "stock_batches_expiry";
--> statement-breakpoint
CREATE INDEX "stock_batches_fefo" ON "stock_batches" USING btree ("product_id","expiry_date" asc nulls last,"created_at","id") WHERE "stock_batches"."in_stock";
--> statement-breakpoint
CREATE INDEX "stock_batches_expiry" ON "stock_batches" USING btree ("expiry_date") WHERE "stock_batches"."in_stock";
