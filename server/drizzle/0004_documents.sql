CREATE TABLE "document_extractions" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"state" text NOT NULL,
	"sealed_fields" text,
	"method" text,
	"millis" integer,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "document_extractions_state_known" CHECK ("document_extractions"."state" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "document_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"uploader_role" text NOT NULL,
	"owner_user_id" uuid,
	"slot" text NOT NULL,
	"mime" text NOT NULL,
	"file_name" text NOT NULL,
	"byte_size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "document_extractions" ADD CONSTRAINT "document_extractions_file_id_document_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."document_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_extractions" ADD CONSTRAINT "document_extractions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_extractions_user_id" ON "document_extractions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "document_files_owner_slot" ON "document_files" USING btree ("owner_user_id","slot");--> statement-breakpoint
CREATE INDEX "document_files_uploaded_by_slot" ON "document_files" USING btree ("uploaded_by","slot");