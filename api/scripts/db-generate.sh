#!/usr/bin/env bash
# Writes a new SQL migration from changes to src/db/schema.ts (development only).
# npm nests drizzle-orm under api/ while drizzle-kit sits at the root, where it cannot see it.
set -euo pipefail
cd "$(dirname "$0")/.."
root_orm=../node_modules/drizzle-orm
[ -e "$root_orm" ] || ln -s ../api/node_modules/drizzle-orm "$root_orm"
npx drizzle-kit generate "$@"
