#!/usr/bin/env bash
# Starts a throwaway Redis server on 127.0.0.1 for the scale-out tests and prints the URL to use as
# SKIRMISH_TEST_REDIS_URL. Installs Debian's redis-server when it is missing.
set -euo pipefail
port="${1:-63799}"
if ! command -v redis-server >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends redis-server >&2
fi
dir=$(mktemp -d /tmp/skirmish-redis.XXXXXX)
redis-server --bind 127.0.0.1 --port "$port" --save '' --appendonly no --daemonize yes \
  --dir "$dir" --logfile "$dir/log" --pidfile "$dir/pid" >&2
for _ in $(seq 1 50); do
  if redis-cli -h 127.0.0.1 -p "$port" ping >/dev/null 2>&1; then break; fi
  sleep 0.1
done
echo "redis://127.0.0.1:$port"
