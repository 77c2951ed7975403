-- search_fold() is inlined into every statement that searches, and the planner simplified and
-- matched its whole rule once per use on every search: planning a counterparty search took
-- 0.7 ms, most of it this. Only the plain ASCII case stays inline now, which is most names and
-- as fast in a scan as before; the rest of the rule is a function of its own, compiled once per
-- connection, which a scan calls about twice as slowly per row that needs it. Every index on
-- search_fold() keeps its values: the function gives the same result for every text. Its cost is
-- what the planner counted for the branches it replaces (20 operators): at the default of 100 a
-- search for a booking number was planned as a parallel scan, seven times slower.
CREATE FUNCTION search_fold_unicode(value text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 20
AS $$
BEGIN
  IF value !~ '[Ѐ-ӿ]' THEN
    RETURN lower(replace(replace(replace(replace(replace(replace(replace(value, 'ʻ', ''), '‘', ''), '’', ''), 'ʼ', ''), '`', ''), '''', ''), '´', ''));
  END IF;
  RETURN translate(
    replace(replace(replace(replace(replace(replace(replace(
      regexp_replace(
        -- lower() leaves Cyrillic capitals alone under the C locale: they are spelled out.
        translate(lower(value), 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯЎҚҒҲ', 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяўқғҳ'),
        -- е is ye at a word's start and after a Cyrillic vowel: no Latin letter, consonant, ъ or ь before it.
        '(?<![a-zбвгджзйклмнпрстфхцчшщқғҳъь])е', 'ye', 'g'),
      'ё', 'yo'), 'ю', 'yu'), 'я', 'ya'), 'ш', 'sh'), 'щ', 'shch'), 'ч', 'ch'), 'ц', 'ts'),
    -- Letters beyond the Latin list (ъ, ь and the apostrophes) are dropped.
    'абвгдежзийклмнопрстуфхыэўқғҳъьʻ‘’ʼ`''´', 'abvgdejziyklmnoprstufxieoqgh');
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE
  WHEN octet_length(value) = char_length(value) THEN lower(replace(replace(value, '`', ''), '''', ''))
  ELSE search_fold_unicode(value)
END;
