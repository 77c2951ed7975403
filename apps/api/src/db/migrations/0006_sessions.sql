ALTER TABLE "login_failures" RENAME COLUMN "window_started_at" TO "last_failed_at";
--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "blocked_until" timestamp with time zone;
