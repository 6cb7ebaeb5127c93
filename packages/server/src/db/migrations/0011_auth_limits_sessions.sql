CREATE TABLE "auth_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The old sandbox WeChat identity signed anyone in as the demo account: it goes for good.
DELETE FROM "third_party_identities" WHERE "subject" = 'sandbox-demo';
