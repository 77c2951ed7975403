-- The guests the unfiltered Mehmonlar list counts, kept in row_counts like the hotel orders: at
-- 180,000 guests a count(*) on every page read the whole table (50 ms a page).
CREATE FUNCTION guest_rows_of(g guests) RETURNS TABLE (table_name text, rows bigint)
LANGUAGE sql STABLE AS $$ SELECT 'guests'::text, 1::bigint $$;
--> statement-breakpoint
SELECT keep_totals('guests', 'row_counts', 'guest_rows_of', '{INSERT,DELETE}');
