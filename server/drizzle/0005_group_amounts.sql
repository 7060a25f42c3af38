ALTER TABLE "application_group_counts" ADD COLUMN "sanctioned_amount" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "application_group_counts" ADD COLUMN "disbursed_amount" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
-- An amount of the bank details as a number: JSON numbers and digit strings count, anything else is 0.
CREATE FUNCTION kcc_amount(value jsonb) RETURNS double precision
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof(value) = 'number' THEN (value #>> '{}')::double precision
    WHEN jsonb_typeof(value) = 'string' AND (value #>> '{}') ~ '^[0-9]+(\.[0-9]+)?$' THEN (value #>> '{}')::double precision
    ELSE 0
  END
$$;
--> statement-breakpoint
-- Counts and amounts move together: each row added counts +1 and its amounts in its group, each row removed
-- -1 and minus its amounts. An update that changes neither (most saves) touches no counts row at all, so
-- writers of different applications do not wait on each other. Rows are changed in the order of their
-- group's name, so two writers never wait for each other in a circle.
CREATE OR REPLACE FUNCTION application_group_counts_add() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO application_group_counts AS kept (status_group, applications, sanctioned_amount, disbursed_amount)
      SELECT status_group, count(*), sum(kcc_amount(bank_details -> 'loanAmountSanctioned')), sum(kcc_amount(bank_details -> 'loanAmountDisbursed'))
      FROM added_rows GROUP BY status_group ORDER BY status_group
      ON CONFLICT (status_group) DO UPDATE SET applications = kept.applications + EXCLUDED.applications,
        sanctioned_amount = kept.sanctioned_amount + EXCLUDED.sanctioned_amount,
        disbursed_amount = kept.disbursed_amount + EXCLUDED.disbursed_amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO application_group_counts AS kept (status_group, applications, sanctioned_amount, disbursed_amount)
      SELECT status_group, -count(*), -sum(kcc_amount(bank_details -> 'loanAmountSanctioned')), -sum(kcc_amount(bank_details -> 'loanAmountDisbursed'))
      FROM removed_rows GROUP BY status_group ORDER BY status_group
      ON CONFLICT (status_group) DO UPDATE SET applications = kept.applications + EXCLUDED.applications,
        sanctioned_amount = kept.sanctioned_amount + EXCLUDED.sanctioned_amount,
        disbursed_amount = kept.disbursed_amount + EXCLUDED.disbursed_amount;
  ELSE
    INSERT INTO application_group_counts AS kept (status_group, applications, sanctioned_amount, disbursed_amount)
      SELECT status_group, sum(applications), sum(sanctioned), sum(disbursed) FROM (
        SELECT new_row.status_group, 1 AS applications,
          kcc_amount(new_row.bank_details -> 'loanAmountSanctioned') AS sanctioned,
          kcc_amount(new_row.bank_details -> 'loanAmountDisbursed') AS disbursed
        FROM added_rows new_row
        UNION ALL
        SELECT old_row.status_group, -1,
          -kcc_amount(old_row.bank_details -> 'loanAmountSanctioned'),
          -kcc_amount(old_row.bank_details -> 'loanAmountDisbursed')
        FROM removed_rows old_row
      ) moves GROUP BY status_group
      HAVING sum(applications) <> 0 OR sum(sanctioned) <> 0 OR sum(disbursed) <> 0
      ORDER BY status_group
      ON CONFLICT (status_group) DO UPDATE SET applications = kept.applications + EXCLUDED.applications,
        sanctioned_amount = kept.sanctioned_amount + EXCLUDED.sanctioned_amount,
        disbursed_amount = kept.disbursed_amount + EXCLUDED.disbursed_amount;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
UPDATE application_group_counts kept SET
  sanctioned_amount = totals.sanctioned, disbursed_amount = totals.disbursed
FROM (
  SELECT status_group, sum(kcc_amount(bank_details -> 'loanAmountSanctioned')) AS sanctioned,
    sum(kcc_amount(bank_details -> 'loanAmountDisbursed')) AS disbursed
  FROM applications GROUP BY status_group
) totals
WHERE kept.status_group = totals.status_group;
