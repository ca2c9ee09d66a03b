#!/bin/sh
# Makes sure a PostgreSQL server answers on 127.0.0.1:5432 for the test user (CI: Debian, run as root).
# Installs Debian's `postgresql` with apt-get when absent, starts the cluster when stopped, and creates a
# superuser role named like the current user with trust auth on localhost (a throw-away CI database).
set -eu
PGHOST_ADDR="${PGHOST_ADDR:-127.0.0.1}"
PGPORT_NUM="${PGPORT_NUM:-5432}"
ME="$(id -un)"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"

ready() { pg_isready -h "$PGHOST_ADDR" -p "$PGPORT_NUM" >/dev/null 2>&1; }

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  echo "[ensure-postgres] installing Debian's postgresql…"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
fi

if ! ready; then
  VERSION="$(ls /etc/postgresql | sort -n | tail -1)"
  HBA="/etc/postgresql/$VERSION/main/pg_hba.conf"
  # Trust local TCP connections: a CI database that lives as long as the job.
  if ! grep -q '^host all all 127.0.0.1/32 trust' "$HBA"; then
    $SUDO sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$HBA"
  fi
  echo "[ensure-postgres] starting PostgreSQL $VERSION…"
  $SUDO pg_ctlcluster "$VERSION" main start || $SUDO service postgresql start
  i=0
  until ready; do
    i=$((i + 1))
    [ "$i" -lt 30 ] || { echo "[ensure-postgres] PostgreSQL did not start" >&2; exit 1; }
    sleep 1
  done
fi

# A role for the current user (e.g. root) that can create databases.
if ! psql -h "$PGHOST_ADDR" -p "$PGPORT_NUM" -U "$ME" -d postgres -Atc 'select 1' >/dev/null 2>&1; then
  $SUDO -u postgres psql -p "$PGPORT_NUM" -qc "create role \"$ME\" login superuser" 2>/dev/null ||
    su postgres -c "psql -p $PGPORT_NUM -qc 'create role \"$ME\" login superuser'"
fi
echo "[ensure-postgres] PostgreSQL ready on $PGHOST_ADDR:$PGPORT_NUM (user $ME)"
