ALTER TABLE "applications" ADD COLUMN "status_since" timestamp with time zone;--> statement-breakpoint
UPDATE "applications" SET "status_since" = coalesce(
	(SELECT max(e."at") FROM "application_events" e
	 WHERE e."application_id" = "applications"."id" AND e."to_status" = "applications"."status"
	   AND e."from_status" IS DISTINCT FROM e."to_status"),
	"applications"."updated_at");--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "status_since" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_branch_status_group_loan_amount_id" ON "applications" USING btree ("branch_id","status_group","loan_amount","id");--> statement-breakpoint
CREATE INDEX "applications_branch_status_group_status_since_id" ON "applications" USING btree ("branch_id","status_group","status_since","id");
