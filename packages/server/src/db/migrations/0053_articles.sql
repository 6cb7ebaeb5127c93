CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"summary" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_kind_published_idx" ON "articles" USING btree ("kind","published","published_at");