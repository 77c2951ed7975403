-- A booking's stay range (hotel_orders.stay, migration 0036) is its check-in and check-out again:
-- the journal already shows both, and has no name on screen for the range.
CREATE OR REPLACE FUNCTION audit_hidden(field text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT field IN ('id', 'created_at', 'updated_at', 'last_login', 'stay')
    OR (field LIKE '%password%' AND field <> 'password_changed_at') OR field LIKE '%token%' OR field LIKE '%secret%'
$$;
