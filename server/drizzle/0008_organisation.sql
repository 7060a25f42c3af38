CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ifsc" text NOT NULL,
	"name" text NOT NULL,
	"pins" text[] DEFAULT '{}'::text[] NOT NULL,
	"serves_every_pin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "branches_ifsc_unique" UNIQUE("ifsc")
);
--> statement-breakpoint
CREATE TABLE "lawyer_panels" (
	"lawyer_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	CONSTRAINT "lawyer_panels_lawyer_id_branch_id_pk" PRIMARY KEY("lawyer_id","branch_id")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_known";--> statement-breakpoint
ALTER TABLE "application_events" ALTER COLUMN "application_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "application_events" ALTER COLUMN "actor_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "application_events" ALTER COLUMN "actor_role" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "subject_type" text DEFAULT 'application' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "subject_id" text;--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "actor_branch" text;--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "application_group_counts" ADD COLUMN "branch_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_group_counts" DROP CONSTRAINT "application_group_counts_pkey";--> statement-breakpoint
ALTER TABLE "application_group_counts" ADD CONSTRAINT "application_group_counts_pkey" PRIMARY KEY("branch_key","status_group");--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "assigned_lawyer_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sanction_limit" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lawyer_panels" ADD CONSTRAINT "lawyer_panels_lawyer_id_users_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_panels" ADD CONSTRAINT "lawyer_panels_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lawyer_panels_branch_id" ON "lawyer_panels" USING btree ("branch_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_assigned_lawyer_id_users_id_fk" FOREIGN KEY ("assigned_lawyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_subject" ON "application_events" USING btree ("subject_type","subject_id","id");--> statement-breakpoint
CREATE INDEX "applications_branch_created_at_id" ON "applications" USING btree ("branch_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_branch_status_group_created_at_id" ON "applications" USING btree ("branch_id","status_group","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_assigned_lawyer_created_at_id" ON "applications" USING btree ("assigned_lawyer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_branch_id" ON "users" USING btree ("branch_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" in ('user', 'lawyer', 'banker', 'admin'));--> statement-breakpoint
-- The kept counts and amounts are per branch now (branch_key: the branch's id as text, '' while unrouted),
-- so each banker's dashboard reads its own branch's rows. An application moving to another branch or tab
-- counts -1 where it was and +1 where it is; rows change in (branch, group) order, so writers never wait
-- for each other in a circle.
CREATE OR REPLACE FUNCTION application_group_counts_add() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO application_group_counts AS kept (branch_key, status_group, applications, sanctioned_amount, disbursed_amount)
      SELECT coalesce(branch_id::text, ''), status_group, count(*),
        sum(kcc_amount(bank_details -> 'loanAmountSanctioned')), sum(kcc_amount(bank_details -> 'loanAmountDisbursed'))
      FROM added_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (branch_key, status_group) DO UPDATE SET applications = kept.applications + EXCLUDED.applications,
        sanctioned_amount = kept.sanctioned_amount + EXCLUDED.sanctioned_amount,
        disbursed_amount = kept.disbursed_amount + EXCLUDED.disbursed_amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO application_group_counts AS kept (branch_key, status_group, applications, sanctioned_amount, disbursed_amount)
      SELECT coalesce(branch_id::text, ''), status_group, -count(*),
        -sum(kcc_amount(bank_details -> 'loanAmountSanctioned')), -sum(kcc_amount(bank_details -> 'loanAmountDisbursed'))
      FROM removed_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (branch_key, status_group) DO UPDATE SET applications = kept.applications + EXCLUDED.applications,
        sanctioned_amount = kept.sanctioned_amount + EXCLUDED.sanctioned_amount,
        disbursed_amount = kept.disbursed_amount + EXCLUDED.disbursed_amount;
  ELSE
    INSERT INTO application_group_counts AS kept (branch_key, status_group, applications, sanctioned_amount, disbursed_amount)
      SELECT branch_key, status_group, sum(applications), sum(sanctioned), sum(disbursed) FROM (
        SELECT coalesce(new_row.branch_id::text, '') AS branch_key, new_row.status_group, 1 AS applications,
          kcc_amount(new_row.bank_details -> 'loanAmountSanctioned') AS sanctioned,
          kcc_amount(new_row.bank_details -> 'loanAmountDisbursed') AS disbursed
        FROM added_rows new_row
        UNION ALL
        SELECT coalesce(old_row.branch_id::text, ''), old_row.status_group, -1,
          -kcc_amount(old_row.bank_details -> 'loanAmountSanctioned'),
          -kcc_amount(old_row.bank_details -> 'loanAmountDisbursed')
        FROM removed_rows old_row
      ) moves GROUP BY branch_key, status_group
      HAVING sum(applications) <> 0 OR sum(sanctioned) <> 0 OR sum(disbursed) <> 0
      ORDER BY branch_key, status_group
      ON CONFLICT (branch_key, status_group) DO UPDATE SET applications = kept.applications + EXCLUDED.applications,
        sanctioned_amount = kept.sanctioned_amount + EXCLUDED.sanctioned_amount,
        disbursed_amount = kept.disbursed_amount + EXCLUDED.disbursed_amount;
  END IF;
  RETURN NULL;
END;
$$;
