-- Each order of a banker's tab (applied date, amount, days pending) carries the range filters' columns (the
-- applied date and the amount) after its own, so a filtered page checks them in the index instead of fetching
-- every row it passes over, and a tab's count under them is an index-only scan (docs/benchmarks.md, issue 17).
DROP INDEX "applications_branch_status_group_created_at_id";--> statement-breakpoint
DROP INDEX "applications_branch_status_group_loan_amount_id";--> statement-breakpoint
DROP INDEX "applications_branch_status_group_status_since_id";--> statement-breakpoint
CREATE INDEX "applications_branch_status_group_created_at_id" ON "applications" USING btree ("branch_id","status_group","created_at","id","loan_amount");--> statement-breakpoint
CREATE INDEX "applications_branch_status_group_loan_amount_id" ON "applications" USING btree ("branch_id","status_group","loan_amount","id","created_at");--> statement-breakpoint
CREATE INDEX "applications_branch_status_group_status_since_id" ON "applications" USING btree ("branch_id","status_group","status_since","id","created_at","loan_amount");