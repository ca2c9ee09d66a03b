#!/bin/sh
# Runs drizzle-kit so that it finds drizzle-orm. npm installs drizzle-kit at the root but nests drizzle-orm
# under api/node_modules (its optional peers), and drizzle-kit imports drizzle-orm from its own location.
# A throw-away folder links both side by side; --preserve-symlinks keeps resolution there.
set -e
API_DIR="$(cd "$(dirname "$0")/.." && pwd)"
ROOT_DIR="$(cd "$API_DIR/.." && pwd)"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$TMP/node_modules"
ln -s "$ROOT_DIR/node_modules/drizzle-kit" "$TMP/node_modules/drizzle-kit"
ORM="$API_DIR/node_modules/drizzle-orm"
[ -d "$ORM" ] || ORM="$ROOT_DIR/node_modules/drizzle-orm"
ln -s "$ORM" "$TMP/node_modules/drizzle-orm"
cd "$API_DIR"
NODE_PATH="$ROOT_DIR/node_modules" node --preserve-symlinks --preserve-symlinks-main "$TMP/node_modules/drizzle-kit/bin.cjs" "$@"
