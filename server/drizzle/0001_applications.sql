CREATE TABLE "application_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" uuid NOT NULL,
	"actor_user_id" uuid NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"changed_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"from_status" text,
	"to_status" text,
	"remarks" text,
	"details" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"status" text NOT NULL,
	"status_group" text GENERATED ALWAYS AS (case when status in ('farmerSubmitted', 'formFill', 'lawyerSelection', 'pending') then 'awaitingLawyerAssignment' when status in ('lawyer') then 'underLegalReview' when status in ('banker', 'bankerApproval') then 'readyForBankingReview' when status in ('finalApproval', 'finalSubmission', 'disbursed') then 'finalApprovalAndDisbursed' end) STORED NOT NULL,
	"applicant_name" text,
	"address" text,
	"loan_amount" double precision,
	"business" text,
	"key" text,
	"version" integer DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"bank_details" jsonb,
	"workflow" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "applications_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "applications_status_known" CHECK ("applications"."status" in ('formFill', 'farmerSubmitted', 'lawyerSelection', 'pending', 'lawyer', 'banker', 'bankerApproval', 'finalApproval', 'finalSubmission', 'disbursed'))
);
--> statement-breakpoint
CREATE TABLE "contact_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"requested_ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_id_id" ON "application_events" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "applications_created_at_id" ON "applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "applications_status_group_created_at_id" ON "applications" USING btree ("status_group","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_lawyer_visible_created_at_id" ON "applications" USING btree ("created_at","id") WHERE "applications"."status_group" in ('underLegalReview', 'readyForBankingReview', 'finalApprovalAndDisbursed');--> statement-breakpoint
CREATE INDEX "applications_lawyer_completed_created_at_id" ON "applications" USING btree ("created_at","id") WHERE "applications"."status_group" in ('readyForBankingReview', 'finalApprovalAndDisbursed');--> statement-breakpoint
CREATE INDEX "contact_inquiries_requested_ip_created_at" ON "contact_inquiries" USING btree ("requested_ip","created_at");