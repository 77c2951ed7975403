-- The food orders the unfiltered Ovqat buyurtmalari list counts, kept in row_counts like the
-- guests: a season's kitchen writes hundreds of thousands, and a count(*) of them read them all.
CREATE FUNCTION food_order_rows_of(f food_orders) RETURNS TABLE (table_name text, rows bigint)
LANGUAGE sql STABLE AS $$ SELECT 'food_orders'::text, 1::bigint $$;
--> statement-breakpoint
SELECT keep_totals('food_orders', 'row_counts', 'food_order_rows_of', '{INSERT,DELETE}');
