#!/bin/sh
# First start on an empty volume: a cluster whose superuser is `postgres` (local socket, peer only),
# and one login role and database per tier, each with the password from its secret file, over the
# network with scram-sha-256:
#   $POSTGRES_USER / $POSTGRES_DB, password $POSTGRES_PASSWORD_FILE             pcb-api's data
#   releases / releases, password $RELEASES_PASSWORD_FILE (when given)         the remotes' release store
set -eu
role_with_database() { # name, password file
  password=$(cat "$2")
  psql -v ON_ERROR_STOP=1 -q -v name="$1" -v password="$password" <<'SQL'
CREATE ROLE :"name" LOGIN PASSWORD :'password';
CREATE DATABASE :"name" OWNER :"name";
REVOKE ALL ON DATABASE :"name" FROM PUBLIC;
SQL
}
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD_FILE:?POSTGRES_PASSWORD_FILE names the file with the database password}"
  initdb -D "$PGDATA" -U postgres --auth-local=peer --auth-host=scram-sha-256 --encoding=UTF8 >/dev/null
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  role_with_database "${POSTGRES_USER:-pcb}" "$POSTGRES_PASSWORD_FILE"
  [ -z "${RELEASES_PASSWORD_FILE:-}" ] || role_with_database releases "$RELEASES_PASSWORD_FILE"
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
fi
# The backup schedule, detached (its parent is the container's init, `init: true` in the stack), when
# this is the server and not a one-off command such as a restore.
[ "${1:-}" != postgres ] || [ "${BACKUP_SCHEDULE:-on}" = off ] || (backup-schedule.sh &)
# The volumes' free space and the newest backup's time, for Prometheus (docker/prometheus).
[ "${1:-}" != postgres ] || (prometheus-node-exporter --web.listen-address=:9100 --collector.disable-defaults \
  --collector.filesystem --collector.textfile --collector.textfile.directory="$METRICS_DIR" >/dev/null 2>&1 &)
exec "$@"
