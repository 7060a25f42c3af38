ALTER TABLE "application_group_counts" ADD COLUMN "changes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- `changes` grows by one with every statement that changes what a filtered list of this branch and tab
-- would count: a row added, removed or moved to another branch or tab, or, staying, its amount asked,
-- address, applied date, name, phone or key changed (what the dashboard's filters and search read). A
-- dashboard keeps the counts it made for a filter with the branch's sum of `changes`, and uses them only
-- while that sum is the same (docs/benchmarks.md, issue 17). Other saves (the body, bank details, the sealed
-- answer) still touch no counts row, and neither does anything of an application no branch has yet (a
-- farmer's draft), so farmers saving drafts never wait on each other here. Rows change in (branch, group)
-- order, as before, so writers never wait for each other in a circle.
CREATE OR REPLACE FUNCTION application_group_counts_add() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO application_group_counts AS kept (branch_key, status_group, applications, sanctioned_amount, disbursed_amount, changes)
      SELECT coalesce(branch_id::text, ''), status_group, count(*),
        sum(kcc_amount(bank_details -> 'loanAmountSanctioned')), sum(kcc_amount(bank_details -> 'loanAmountDisbursed')), 1
      FROM added_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (branch_key, status_group) DO UPDATE SET applications = kept.applications + EXCLUDED.applications,
        sanctioned_amount = kept.sanctioned_amount + EXCLUDED.sanctioned_amount,
        disbursed_amount = kept.disbursed_amount + EXCLUDED.disbursed_amount,
        changes = kept.changes + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO application_group_counts AS kept (branch_key, status_group, applications, sanctioned_amount, disbursed_amount, changes)
      SELECT coalesce(branch_id::text, ''), status_group, -count(*),
        -sum(kcc_amount(bank_details -> 'loanAmountSanctioned')), -sum(kcc_amount(bank_details -> 'loanAmountDisbursed')), 1
      FROM removed_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (branch_key, status_group) DO UPDATE SET applications = kept.applications + EXCLUDED.applications,
        sanctioned_amount = kept.sanctioned_amount + EXCLUDED.sanctioned_amount,
        disbursed_amount = kept.disbursed_amount + EXCLUDED.disbursed_amount,
        changes = kept.changes + 1;
  ELSE
    INSERT INTO application_group_counts AS kept (branch_key, status_group, applications, sanctioned_amount, disbursed_amount, changes)
      SELECT branch_key, status_group, sum(applications), sum(sanctioned), sum(disbursed), 1 FROM (
        SELECT coalesce(new_row.branch_id::text, '') AS branch_key, new_row.status_group, 1 AS applications,
          kcc_amount(new_row.bank_details -> 'loanAmountSanctioned') AS sanctioned,
          kcc_amount(new_row.bank_details -> 'loanAmountDisbursed') AS disbursed,
          false AS listed_change
        FROM added_rows new_row
        UNION ALL
        SELECT coalesce(old_row.branch_id::text, ''), old_row.status_group, -1,
          -kcc_amount(old_row.bank_details -> 'loanAmountSanctioned'),
          -kcc_amount(old_row.bank_details -> 'loanAmountDisbursed'),
          false
        FROM removed_rows old_row
        UNION ALL
        -- A row a filter would count differently, in a branch: where it is and where it was. (Two rows
        -- swapping tabs in one statement leave the counts as they were but not what a filter counts.)
        SELECT places.branch_key, places.status_group, 0, 0, 0, true FROM (
          SELECT new_row.branch_id::text AS new_branch_key, new_row.status_group AS new_status_group,
            old_row.branch_id::text AS old_branch_key, old_row.status_group AS old_status_group
          FROM removed_rows old_row JOIN added_rows new_row USING (id)
          WHERE (old_row.branch_id, old_row.status_group, old_row.loan_amount, old_row.address, old_row.created_at,
                 old_row.applicant_name, old_row.phone_number, old_row.key)
            IS DISTINCT FROM (new_row.branch_id, new_row.status_group, new_row.loan_amount, new_row.address,
                 new_row.created_at, new_row.applicant_name, new_row.phone_number, new_row.key)
        ) edited, LATERAL (VALUES (edited.new_branch_key, edited.new_status_group),
                                  (edited.old_branch_key, edited.old_status_group)) AS places (branch_key, status_group)
        WHERE places.branch_key IS NOT NULL
      ) moves GROUP BY branch_key, status_group
      HAVING sum(applications) <> 0 OR sum(sanctioned) <> 0 OR sum(disbursed) <> 0 OR bool_or(listed_change)
      ORDER BY branch_key, status_group
      ON CONFLICT (branch_key, status_group) DO UPDATE SET applications = kept.applications + EXCLUDED.applications,
        sanctioned_amount = kept.sanctioned_amount + EXCLUDED.sanctioned_amount,
        disbursed_amount = kept.disbursed_amount + EXCLUDED.disbursed_amount,
        changes = kept.changes + 1;
  END IF;
  RETURN NULL;
END;
$$;
