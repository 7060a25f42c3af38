CREATE TABLE "application_group_counts" (
	"status_group" text PRIMARY KEY NOT NULL,
	"applications" integer NOT NULL
);
--> statement-breakpoint
-- Kept in the writing transaction, once per statement (a bulk insert adds each group's count once). The
-- rows are changed in the order of their group's name, so two writers never wait for each other in a circle.
CREATE FUNCTION application_group_counts_add() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO application_group_counts AS kept (status_group, applications)
      SELECT status_group, count(*) FROM added_rows GROUP BY status_group ORDER BY status_group
      ON CONFLICT (status_group) DO UPDATE SET applications = kept.applications + EXCLUDED.applications;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO application_group_counts AS kept (status_group, applications)
      SELECT status_group, -count(*) FROM removed_rows GROUP BY status_group ORDER BY status_group
      ON CONFLICT (status_group) DO UPDATE SET applications = kept.applications + EXCLUDED.applications;
  ELSE
    INSERT INTO application_group_counts AS kept (status_group, applications)
      SELECT status_group, sum(delta) FROM (
        SELECT old_row.status_group, -1 AS delta FROM removed_rows old_row JOIN added_rows new_row USING (id)
          WHERE old_row.status_group <> new_row.status_group
        UNION ALL
        SELECT new_row.status_group, 1 FROM removed_rows old_row JOIN added_rows new_row USING (id)
          WHERE old_row.status_group <> new_row.status_group
      ) moves GROUP BY status_group ORDER BY status_group
      ON CONFLICT (status_group) DO UPDATE SET applications = kept.applications + EXCLUDED.applications;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER applications_group_counts_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION application_group_counts_add();
--> statement-breakpoint
CREATE TRIGGER applications_group_counts_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_group_counts_add();
--> statement-breakpoint
CREATE TRIGGER applications_group_counts_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION application_group_counts_add();
--> statement-breakpoint
INSERT INTO application_group_counts (status_group, applications)
  SELECT status_group, count(*) FROM applications GROUP BY status_group;
