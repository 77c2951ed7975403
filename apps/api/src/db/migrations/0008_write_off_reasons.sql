-- A write-off's reason becomes one of a fixed list; what people typed before is kept as its note.
ALTER TABLE "stock_movements" ADD COLUMN "note" text;
--> statement-breakpoint
UPDATE "stock_movements" SET "note" = "reason", "reason" = 'other' WHERE "kind" = 'write_off';
--> statement-breakpoint
UPDATE "stock_movements" SET "reason" = NULL WHERE "kind" <> 'write_off' AND "reason" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_values" CHECK ("stock_movements"."reason" is null or "stock_movements"."reason" in ('spoiled', 'expired', 'damaged', 'inventory', 'other'));
