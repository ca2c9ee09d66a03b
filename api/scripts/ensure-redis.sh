#!/bin/sh
# Makes sure a Redis server answers on 127.0.0.1:6379 (the API's Redis tests and the cluster test; CI: Debian,
# run as root). Installs Debian's `redis-server` with apt-get when absent and starts it when stopped. It keeps
# nothing on disk: the tests use their own key prefixes and clean up.
set -eu
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"

ready() { redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null | grep -q PONG; }

if ready; then exit 0; fi
if ! command -v redis-server >/dev/null 2>&1; then
  echo "[ensure-redis] installing Debian's redis-server…"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq redis-server >/dev/null
fi
if ! ready; then
  echo "[ensure-redis] starting Redis…"
  $SUDO redis-server --bind 127.0.0.1 --port 6379 --save '' --appendonly no --daemonize yes >/dev/null
  i=0
  until ready; do
    i=$((i + 1))
    [ "$i" -gt 50 ] && { echo "[ensure-redis] Redis did not answer on 127.0.0.1:6379" >&2; exit 1; }
    sleep 0.2
  done
fi
echo "[ensure-redis] Redis answers on 127.0.0.1:6379"
