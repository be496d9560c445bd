#!/bin/sh
# First start on an empty volume: a cluster whose owner ($POSTGRES_USER) signs in with the password
# in $POSTGRES_PASSWORD_FILE (scram-sha-256 over the network), and its database $POSTGRES_DB.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD_FILE:?POSTGRES_PASSWORD_FILE names the file with the database password}"
  initdb -D "$PGDATA" -U "${POSTGRES_USER:-postgres}" --pwfile="$POSTGRES_PASSWORD_FILE" \
    --auth-local=peer --auth-host=scram-sha-256 --encoding=UTF8 >/dev/null
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  createdb -U "${POSTGRES_USER:-postgres}" "${POSTGRES_DB:-postgres}" 2>/dev/null || true
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
fi
exec "$@"
