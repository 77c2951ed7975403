CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");
--> statement-breakpoint
-- Each refresh-token family already was one login's session: it keeps its id, so tokens in use stay
-- valid, and it is revoked if any of its tokens was, since revocation always took the whole family.
INSERT INTO "sessions" ("id", "user_id", "created_at", "expires_at", "revoked_at")
SELECT "family_id", "user_id", min("created_at"), max("expires_at"), max("revoked_at")
FROM "refresh_tokens"
GROUP BY "family_id", "user_id";
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_sessions_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "refresh_tokens" DROP COLUMN "revoked_at";
--> statement-breakpoint
ALTER TABLE "login_failures" RENAME COLUMN "window_started_at" TO "last_failed_at";
--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "blocked_until" timestamp with time zone;
