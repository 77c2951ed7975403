-- Searches compare names folded (Cyrillic written in Latin as passports spell it, case, the
-- apostrophe family), so every spelling of a name finds it; the rule is searchFold() of the
-- contract, and a test holds this function to it. The stored values stay as typed.
CREATE FUNCTION search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE
  -- Most names are plain ASCII or hold no Cyrillic: only their case and apostrophes fold, at a
  -- small part of the full rule's cost (rechecks and scans fold every row they read).
  WHEN octet_length(value) = char_length(value) THEN lower(replace(replace(value, '`', ''), '''', ''))
  WHEN value !~ '[Ѐ-ӿ]' THEN lower(replace(replace(replace(replace(replace(replace(replace(value, 'ʻ', ''), '‘', ''), '’', ''), 'ʼ', ''), '`', ''), '''', ''), '´', ''))
  ELSE translate(
    replace(replace(replace(replace(replace(replace(replace(
      regexp_replace(
        -- lower() leaves Cyrillic capitals alone under the C locale: they are spelled out.
        translate(lower(value), 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯЎҚҒҲ', 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяўқғҳ'),
        -- е is ye at a word's start and after a Cyrillic vowel: no Latin letter, consonant, ъ or ь before it.
        '(?<![a-zбвгджзйклмнпрстфхцчшщқғҳъь])е', 'ye', 'g'),
      'ё', 'yo'), 'ю', 'yu'), 'я', 'ya'), 'ш', 'sh'), 'щ', 'shch'), 'ч', 'ch'), 'ц', 'ts'),
    -- Letters beyond the Latin list (ъ, ь and the apostrophes) are dropped.
    'абвгдежзийклмнопрстуфхыэўқғҳъьʻ‘’ʼ`''´', 'abvgdejziyklmnoprstufxieoqgh')
END;
--> statement-breakpoint
-- Each list's trigram index now serves its folded search; names are kept, the expressions change.
DROP INDEX "hotels_name_trgm";
--> statement-breakpoint
CREATE INDEX "hotels_name_trgm" ON "hotels" USING gin (search_fold("name") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "hotel_orders_order_id_trgm";
--> statement-breakpoint
CREATE INDEX "hotel_orders_order_id_trgm" ON "hotel_orders" USING gin (search_fold("order_id") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "guests_full_name_trgm";
--> statement-breakpoint
CREATE INDEX "guests_full_name_trgm" ON "guests" USING gin (search_fold("full_name") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "guests_order_number_trgm";
--> statement-breakpoint
CREATE INDEX "guests_order_number_trgm" ON "guests" USING gin (search_fold("order_number") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "users_full_name_trgm";
--> statement-breakpoint
CREATE INDEX "users_full_name_trgm" ON "users" USING gin (search_fold("full_name") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "users_email_trgm";
--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin (search_fold("email") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "counter_agents_name_trgm";
--> statement-breakpoint
CREATE INDEX "counter_agents_name_trgm" ON "counter_agents" USING gin (search_fold("name") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "counter_agents_address_trgm";
--> statement-breakpoint
CREATE INDEX "counter_agents_address_trgm" ON "counter_agents" USING gin (search_fold("address") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "guest_groups_name_trgm";
--> statement-breakpoint
CREATE INDEX "guest_groups_name_trgm" ON "guest_groups" USING gin (search_fold("name") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "kitchen_measures_name_trgm";
--> statement-breakpoint
CREATE INDEX "kitchen_measures_name_trgm" ON "kitchen_measures" USING gin (search_fold("name") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "kitchen_sections_name_trgm";
--> statement-breakpoint
CREATE INDEX "kitchen_sections_name_trgm" ON "kitchen_sections" USING gin (search_fold("name") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "products_name_trgm";
--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin (search_fold("name") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "food_sections_name_trgm";
--> statement-breakpoint
CREATE INDEX "food_sections_name_trgm" ON "food_sections" USING gin (search_fold("name") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "foods_name_trgm";
--> statement-breakpoint
CREATE INDEX "foods_name_trgm" ON "foods" USING gin (search_fold("name") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "menus_name_trgm";
--> statement-breakpoint
CREATE INDEX "menus_name_trgm" ON "menus" USING gin (search_fold("name") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "rations_name_trgm";
--> statement-breakpoint
CREATE INDEX "rations_name_trgm" ON "rations" USING gin (search_fold("name") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "food_orders_code_trgm";
--> statement-breakpoint
CREATE INDEX "food_orders_code_trgm" ON "food_orders" USING gin (search_fold("code") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "transports_name_trgm";
--> statement-breakpoint
CREATE INDEX "transports_name_trgm" ON "transports" USING gin (search_fold("name") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "transports_driver_trgm";
--> statement-breakpoint
CREATE INDEX "transports_driver_trgm" ON "transports" USING gin (search_fold("name_of_driver") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "transport_orders_from_trgm";
--> statement-breakpoint
CREATE INDEX "transport_orders_from_trgm" ON "transport_orders" USING gin (search_fold("from_location") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "transport_orders_to_trgm";
--> statement-breakpoint
CREATE INDEX "transport_orders_to_trgm" ON "transport_orders" USING gin (search_fold("to_location") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "general_expenses_note_trgm";
--> statement-breakpoint
CREATE INDEX "general_expenses_note_trgm" ON "general_expenses" USING gin (search_fold("note") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "pilgrims_full_name_trgm";
--> statement-breakpoint
CREATE INDEX "pilgrims_full_name_trgm" ON "pilgrims" USING gin (search_fold("full_name") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "pilgrims_passport_trgm";
--> statement-breakpoint
CREATE INDEX "pilgrims_passport_trgm" ON "pilgrims" USING gin (search_fold("passport_number") gin_trgm_ops);
--> statement-breakpoint
-- Transfers are found by number too (their list and the global search).
CREATE INDEX "transport_orders_number_trgm" ON "transport_orders" USING gin (search_fold("order_number") gin_trgm_ops);
