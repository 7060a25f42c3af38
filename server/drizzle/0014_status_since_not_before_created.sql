-- A status is reached on or after the moment one applies: the server writes both from its clock, the status
-- time never before the creation time. A row that says otherwise (a clock stepped back, data brought in by
-- hand) counts its days pending from its application instead. The check lets a list filtered to what was
-- applied since a day, ordered by days pending, start its index walk at that day rather than at the oldest
-- status (applicationRepository, docs/benchmarks.md issue 17).
UPDATE "applications" SET "status_since" = "created_at" WHERE "status_since" < "created_at";--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_since_not_before_created" CHECK ("applications"."status_since" >= "applications"."created_at");
