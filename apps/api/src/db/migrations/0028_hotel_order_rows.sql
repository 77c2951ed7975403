-- The hotel orders the unfiltered "all orders" list counts, kept in row_counts like the
-- counterparties: at 200,000 orders a count(*) of the table on every page read the whole table.
CREATE FUNCTION hotel_order_rows_of(o hotel_orders) RETURNS TABLE (table_name text, rows bigint)
LANGUAGE sql STABLE AS $$ SELECT 'hotel_orders'::text, 1::bigint $$;
--> statement-breakpoint
SELECT keep_totals('hotel_orders', 'row_counts', 'hotel_order_rows_of', '{INSERT,DELETE}');
