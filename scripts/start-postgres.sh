#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on 127.0.0.1 for the storage contract tests and prints the
# URL to use as SKIRMISH_TEST_DATABASE_URL. Installs Debian's postgresql when it is missing.
set -euo pipefail
port="${1:-54329}"
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends postgresql >&2
  bindir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi
data=$(mktemp -d /tmp/skirmish-pg.XXXXXX)
chown postgres:postgres "$data" 2>/dev/null || true
run() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
run "'$bindir/initdb' -D '$data' -A trust -U postgres --no-sync" >/dev/null
run "'$bindir/pg_ctl' -D '$data' -o \"-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off\" -l '$data/log' -w start" >/dev/null
run "'$bindir/createdb' -h 127.0.0.1 -p $port -U postgres skirmish_test"
echo "postgres://postgres@127.0.0.1:$port/skirmish_test"
