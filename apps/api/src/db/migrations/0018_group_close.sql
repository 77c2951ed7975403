ALTER TABLE "guest_groups" ADD COLUMN "closed_at" timestamp with time zone;
