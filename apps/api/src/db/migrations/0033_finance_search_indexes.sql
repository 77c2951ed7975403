-- The invoice and payment lists search a number or reference, or the counterparty's name: the
-- name is looked up among the counterparties first (their own trigram index), and these indexes
-- serve the number and the reference, so a search no longer folds every document it reads.
CREATE INDEX "invoices_number_trgm" ON "invoices" USING gin (search_fold("number") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "payments_reference_trgm" ON "payments" USING gin (search_fold("reference") gin_trgm_ops);
