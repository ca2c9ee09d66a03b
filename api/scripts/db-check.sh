#!/bin/sh
# `npm run db:check -w @app/api`: fails when the Drizzle schema (src/db/schema.ts) and the migrations in drizzle/
# differ, i.e. when `npm run db:generate` would write a migration. The code is written against the schema, but a
# database is only ever changed by the migrations applied at start: a schema change without its migration
# would reach production as queries on columns that do not exist.
# drizzle-kit generate runs on a throw-away copy of drizzle/ (offline: it compares the schema with the last
# snapshot in meta/, it never opens a database), so nothing in the repository is written. The options repeat
# drizzle.config.ts (a config file cannot be combined with --out).
set -eu
API_DIR="$(cd "$(dirname "$0")/.." && pwd)"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
cp -R "$API_DIR/drizzle" "$TMP/drizzle"
cd "$API_DIR"
# drizzle-kit reads --out relative to the working folder.
OUT="$(node -e 'console.log(require("path").relative(process.argv[1], process.argv[2]))' "$API_DIR" "$TMP/drizzle")"

# No terminal: a question drizzle-kit would ask (a rename or a drop?) ends the run instead of waiting.
if ! LOG="$(sh scripts/drizzle-kit.sh generate --dialect postgresql --schema ./src/db/schema.ts --out "$OUT" </dev/null 2>&1)"; then
  printf '%s\n\ndb:check: drizzle-kit generate failed (above).\n' "$LOG" >&2
  exit 1
fi

if ! diff -r drizzle "$TMP/drizzle" >/dev/null 2>&1; then
  printf '%s\n\n' "$LOG" >&2
  diff -rq drizzle "$TMP/drizzle" >&2 || true
  for f in "$TMP"/drizzle/*.sql; do
    [ -e "drizzle/$(basename "$f")" ] || printf '\n--- %s\n%s\n' "$(basename "$f")" "$(cat "$f")" >&2
  done
  printf '\ndb:check: the Drizzle schema (src/db/schema.ts) and the migrations (drizzle/) differ: drizzle-kit would\n' >&2
  printf 'write the migration above. Run `npm run db:generate -w @app/api`, review the SQL, and commit it with the\n' >&2
  printf 'schema change.\n' >&2
  exit 1
fi

# drizzle-kit answers 0 even on some errors (an unreadable snapshot, a schema that does not load): only its own
# words say the schema and the last snapshot agree.
case "$LOG" in
  *"No schema changes"*) echo "db:check: the schema and the migrations agree." ;;
  *)
    printf '%s\n\ndb:check: drizzle-kit did not confirm that the schema and the migrations agree (above).\n' "$LOG" >&2
    exit 1
    ;;
esac
