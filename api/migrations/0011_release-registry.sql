CREATE TABLE "release_registry" (
	"id" integer PRIMARY KEY NOT NULL,
	"revision" integer NOT NULL,
	"document" json NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_registry_one_row" CHECK ("release_registry"."id" = 1)
);
