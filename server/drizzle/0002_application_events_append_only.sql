-- The audit log of applications is append-only: history that can be edited is no history.
-- (Tests empty it with session_replication_role = replica, which only a superuser may set.)
CREATE FUNCTION application_events_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'application_events is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER application_events_no_update_or_delete
  BEFORE UPDATE OR DELETE ON application_events
  FOR EACH ROW EXECUTE FUNCTION application_events_refuse_change();
--> statement-breakpoint
CREATE TRIGGER application_events_no_truncate
  BEFORE TRUNCATE ON application_events
  FOR EACH STATEMENT EXECUTE FUNCTION application_events_refuse_change();
