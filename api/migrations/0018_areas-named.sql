-- Tables and rooms made at sign-up were put in the spec's 'Default-Table' / 'Default-Room' group,
-- a name every screen then showed. Their area is called 'Main' (what sign-up now asks, by default)
-- where the outlet has no 'Main' area of that kind already; the owner can rename it. Codes keep their
-- ids and numbers, so printed codes go on working.
UPDATE "assets" AS a SET "group_name" = 'Main'
WHERE a."group_name" IN ('Default-Table', 'Default-Room')
  AND NOT EXISTS (
    SELECT 1 FROM "assets" AS m
    WHERE m."branch_id" = a."branch_id" AND m."type" = a."type" AND m."group_name" = 'Main'
  );
