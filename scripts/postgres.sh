#!/usr/bin/env bash
# Throwaway PostgreSQL cluster for development, tests and benchmarks only: NOT for production. It trusts every local
# connection without a password (user postgres), runs with fsync off, lives in a temporary directory that `stop`
# deletes, and has no backups. Production uses a managed or properly installed PostgreSQL (docs/operations.md, "Running in production").
#   scripts/postgres.sh start   -> creates a cluster in a temp dir, starts it on 127.0.0.1:${PGPORT:-54329},
#                                  creates the database, prints DATABASE_URL=postgres://... (last line of stdout)
#   scripts/postgres.sh stop    -> stops it and deletes the directory
#   scripts/postgres.sh url     -> prints the DATABASE_URL of the running cluster
# Idempotent: start on a running cluster just prints its URL; stop without a cluster does nothing.
# Installs Debian's postgresql with apt-get when the server binaries are missing (CI: fresh Debian, root).
set -euo pipefail

PGPORT="${PGPORT:-54329}"
PGDATABASE_NAME="${PGDATABASE_NAME:-octo}"
PGUSER_NAME="${PGUSER_NAME:-postgres}"
STATE_DIR="${PG_STATE_DIR:-${TMPDIR:-/tmp}/throwaway-pg-${PGPORT}}"
URL="postgres://${PGUSER_NAME}@127.0.0.1:${PGPORT}/${PGDATABASE_NAME}"

find_bindir() {
  local d
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$d/pg_ctl" ] && [ -x "$d/initdb" ] && [ -x "$d/createdb" ]; then echo "$d"; return 0; fi
  done
  if command -v pg_ctl >/dev/null 2>&1; then
    d="$(dirname "$(readlink -f "$(command -v pg_ctl)")")"
    if [ -x "$d/initdb" ] && [ -x "$d/createdb" ]; then echo "$d"; return 0; fi
  fi
  return 1
}

ensure_binaries() {
  if BINDIR="$(find_bindir)"; then return 0; fi
  echo "postgres.sh: PostgreSQL server binaries not found; installing Debian's postgresql" >&2
  if [ "$(id -u)" -ne 0 ]; then echo "postgres.sh: need root to apt-get install postgresql" >&2; exit 1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2 || {
    DEBIAN_FRONTEND=noninteractive apt-get update >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2
  }
  BINDIR="$(find_bindir)" || { echo "postgres.sh: still no PostgreSQL binaries" >&2; exit 1; }
}

# Run a PostgreSQL binary as the postgres user when we are root (initdb and postgres refuse root).
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

is_running() {
  [ -f "$STATE_DIR/data/postmaster.pid" ] && as_pg "$BINDIR/pg_ctl" -D "$STATE_DIR/data" status >/dev/null 2>&1
}

start() {
  ensure_binaries
  if is_running; then echo "DATABASE_URL=$URL"; return 0; fi
  if [ "$(id -u)" -eq 0 ] && ! id postgres >/dev/null 2>&1; then
    useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
  fi
  rm -rf "$STATE_DIR"
  mkdir -p "$STATE_DIR"
  if [ "$(id -u)" -eq 0 ]; then chown postgres "$STATE_DIR"; fi
  as_pg "$BINDIR/initdb" -D "$STATE_DIR/data" -U "$PGUSER_NAME" --auth=trust -E UTF8 --no-locale >"$STATE_DIR/initdb.log" 2>&1 || {
    cat "$STATE_DIR/initdb.log" >&2; exit 1; }
  as_pg "$BINDIR/pg_ctl" -D "$STATE_DIR/data" -l "$STATE_DIR/server.log" -w -t 30 \
    -o "-c listen_addresses=127.0.0.1 -p $PGPORT -k $STATE_DIR -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null || { cat "$STATE_DIR/server.log" >&2; exit 1; }
  if ! err="$(as_pg "$BINDIR/createdb" -h 127.0.0.1 -p "$PGPORT" -U "$PGUSER_NAME" "$PGDATABASE_NAME" 2>&1)"; then
    case "$err" in *"already exists"*) ;; *) echo "$err" >&2; exit 1 ;; esac
  fi
  echo "postgres.sh: a throwaway development cluster (no password, deleted by stop): not for production" >&2
  echo "DATABASE_URL=$URL"
}

stop() {
  if BINDIR="$(find_bindir)" && is_running; then
    as_pg "$BINDIR/pg_ctl" -D "$STATE_DIR/data" -m fast -w stop >/dev/null || true
  fi
  rm -rf "$STATE_DIR"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  url) BINDIR="$(find_bindir)" && is_running && echo "DATABASE_URL=$URL" || { echo "not running" >&2; exit 1; } ;;
  *) echo "usage: $0 start|stop|url  (a throwaway PostgreSQL for development and tests, not for production)" >&2; exit 2 ;;
esac
