-- Columns that only repeat what the journal already shows: a name's folded search key (name_key),
-- a batch's in_stock (remaining > 0), an invoice line's live flag (its invoice not void), the user
-- and time of the entry itself (created_by, updated_by, status_changed_at), and the key the group
-- planner marks its trips with (plan_leg). On screen they were noise beside each real change.
CREATE OR REPLACE FUNCTION audit_hidden(field text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT field IN ('id', 'created_at', 'updated_at', 'last_login', 'stay', 'name_key', 'in_stock', 'live',
      'created_by', 'updated_by', 'status_changed_at', 'plan_leg')
    OR (field LIKE '%password%' AND field <> 'password_changed_at') OR field LIKE '%token%' OR field LIKE '%secret%'
$$;
