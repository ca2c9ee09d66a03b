#!/bin/sh
# Runs the API suite against a real PostgreSQL server: a fresh database per run, dropped afterwards.
# Needs a server on 127.0.0.1:5432 (scripts/ensure-postgres.sh installs and starts one on Debian).
set -eu
cd "$(dirname "$0")/.."
PGURL_BASE="${PG_BASE_URL:-postgres://$(id -un)@127.0.0.1:5432}"
DB="api_test_$(date +%s)_$$"
psql "$PGURL_BASE/postgres" -qc "create database $DB"
cleanup() { psql "$PGURL_BASE/postgres" -qc "drop database if exists $DB with (force)" || true; }
trap cleanup EXIT
echo "[test:pg] DATABASE_URL=$PGURL_BASE/$DB"
DATABASE_URL="$PGURL_BASE/$DB" NODE_OPTIONS='--experimental-vm-modules --disable-warning=ExperimentalWarning' npx jest "$@"
