CREATE TABLE "upload_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"file_name" text,
	"size" integer NOT NULL,
	"received" integer NOT NULL,
	"parts" jsonb NOT NULL,
	"completing_until" timestamp with time zone,
	"file_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "upload_sessions_received_within_size" CHECK ("upload_sessions"."received" between 0 and "upload_sessions"."size")
);
--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_sessions_user" ON "upload_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "upload_sessions_expires" ON "upload_sessions" USING btree ("expires_at");