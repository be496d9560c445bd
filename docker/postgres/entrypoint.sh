#!/bin/sh
# First start on an empty volume: a cluster whose superuser is `postgres` (local socket, peer only),
# and one login role and database per tier, each with the password from its secret file, over the
# network with scram-sha-256:
#   $POSTGRES_USER / $POSTGRES_DB, password $POSTGRES_PASSWORD_FILE             pcb-api's data
#   releases / releases, password $RELEASES_PASSWORD_FILE (when given)         the remotes' release store
#   replicator (REPLICATION), password $REPLICATION_PASSWORD_FILE (when given)  the standby's streaming
#
# One of a pair (the stack's two PostgreSQL services, docs/cluster.md "The database pair"), when
# $PEER_HOST names the other: an empty volume is cloned from the peer (pg_basebackup) when the peer is
# a primary or $START_AS is `replica`, and it then streams as a standby. Fencing, on every start with
# data: a peer that is a primary on a newer timeline was promoted while this node was away, so this
# node's data is history: it is cloned afresh as the peer's standby. A peer that is a primary on this
# node's timeline or an older one, while this node was a primary too, keeps this node down.
#
# A data directory is made whole (initdb and its roles, or a clone) in scratch space on the same volume and
# moved in with PG_VERSION last: a start killed half-way (Swarm kills a task whose health check fails) leaves
# no PG_VERSION, and the next start discards the remains and begins again instead of taking them for data.
# Until the server starts, /tmp/preparing keeps the health check passing (docker/postgres/Dockerfile).
set -eu
touch /tmp/preparing
role_with_database() { # name, password file
  password=$(cat "$2")
  psql -v ON_ERROR_STOP=1 -q -v name="$1" -v password="$password" <<'SQL'
CREATE ROLE :"name" LOGIN PASSWORD :'password';
CREATE DATABASE :"name" OWNER :"name";
REVOKE ALL ON DATABASE :"name" FROM PUBLIC;
SQL
}
replication_role() {
  psql -v ON_ERROR_STOP=1 -q -v password="$(cat "$REPLICATION_PASSWORD_FILE")" <<'SQL'
CREATE ROLE replicator REPLICATION LOGIN PASSWORD :'password';
SQL
  echo "host replication replicator all scram-sha-256" >>"$1/pg_hba.conf"
}

# An empty directory on the data volume, where a data directory is made before it is moved in.
scratch_dir() { mktemp -d "$PGDATA/.preparing.XXXXXX"; }

# Replaces the data directory's contents with the whole one made in `$1`, PG_VERSION last.
move_in() {
  rm -f "$PGDATA/PG_VERSION"
  find "$PGDATA" -mindepth 1 -maxdepth 1 ! -path "$1" -exec rm -rf {} +
  find "$1" -mindepth 1 -maxdepth 1 ! -name PG_VERSION -exec mv -t "$PGDATA" {} +
  mv "$1/PG_VERSION" "$PGDATA/"
  rmdir "$1"
  chmod 700 "$PGDATA"
}

# The peer as the replication role sees it: `primary <timeline>`, `standby <timeline>`, or nothing
# when it does not answer.
peer_state() {
  recovery=$(psql -qtAX "host=$PEER_HOST user=replicator dbname=postgres" -c 'SELECT pg_is_in_recovery()' 2>/dev/null) || return 0
  # IDENTIFY_SYSTEM gives the timeline at once; the control file's changes only at the next checkpoint.
  timeline=$(psql -qtAX "host=$PEER_HOST user=replicator replication=true" -c IDENTIFY_SYSTEM 2>/dev/null | cut -d'|' -f2) || return 0
  if [ "$recovery" = f ]; then echo "primary $timeline"; else echo "standby $timeline"; fi
}
local_timeline() { pg_controldata "$PGDATA" | sed -n "s/^Latest checkpoint's TimeLineID: *//p"; }

# A standby of the peer, cloned once it is a primary (a large database takes long to copy: the health check passes meanwhile).
clone_from_peer() {
  until [ "$(peer_state | cut -d' ' -f1)" = primary ]; do
    echo "[pair] waiting for $PEER_HOST to be a primary, to clone it" >&2
    sleep 2
  done
  clone=$(scratch_dir)
  pg_basebackup -d "host=$PEER_HOST user=replicator application_name=standby" -D "$clone" -R -X stream -c fast
  # The primary names its standby (sync-watch.sh); a standby names none, so once promoted it waits for no one.
  # A restored primary's recovery target (pgBackRest writes it there) would make its standby stop and
  # promote itself at the first newer commit.
  sed -i '/^synchronous_standby_names/d; /^recovery_target/d' "$clone/postgresql.auto.conf"
  move_in "$clone"
  echo "[pair] cloned from $PEER_HOST: a standby of it" >&2
}

fence() {
  state=$(peer_state)
  [ "${state%% *}" = primary ] || return 0
  theirs=${state#* } mine=$(local_timeline)
  if [ "$theirs" -gt "$mine" ]; then
    echo "[fencing] $PEER_HOST is the primary on timeline $theirs, newer than this node's $mine: this node's data is history, cloned afresh as a standby" >&2
    clone_from_peer
  elif [ ! -e "$PGDATA/standby.signal" ]; then
    echo "[fencing] $PEER_HOST is a primary on timeline $theirs and so was this node (timeline $mine): not starting, so that one primary takes writes; the operator decides (docs/cluster.md)" >&2
    exit 1
  fi
}

# The remains of a start that did not finish making its data directory.
[ -s "$PGDATA/PG_VERSION" ] || find "$PGDATA" -mindepth 1 -delete

if [ -n "${PEER_HOST:-}" ] && [ "${1:-}" = postgres ]; then
  : "${REPLICATION_PASSWORD_FILE:?REPLICATION_PASSWORD_FILE names the file with the replication password}"
  PGPASSWORD=$(cat "$REPLICATION_PASSWORD_FILE") PGCONNECT_TIMEOUT=3
  export PGPASSWORD PGCONNECT_TIMEOUT
  if [ -s "$PGDATA/PG_VERSION" ]; then
    fence
  elif [ "${START_AS:-primary}" = replica ] || [ "$(peer_state | cut -d' ' -f1)" = primary ]; then
    clone_from_peer
  fi
  unset PGPASSWORD
fi

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD_FILE:?POSTGRES_PASSWORD_FILE names the file with the database password}"
  fresh=$(scratch_dir)
  initdb -D "$fresh" -U postgres --auth-local=peer --auth-host=scram-sha-256 --encoding=UTF8 >/dev/null
  echo "host all all all scram-sha-256" >> "$fresh/pg_hba.conf"
  pg_ctl -D "$fresh" -o "-c listen_addresses=''" -w start >/dev/null
  role_with_database "${POSTGRES_USER:-pcb}" "$POSTGRES_PASSWORD_FILE"
  [ -z "${RELEASES_PASSWORD_FILE:-}" ] || role_with_database releases "$RELEASES_PASSWORD_FILE"
  [ -z "${REPLICATION_PASSWORD_FILE:-}" ] || replication_role "$fresh"
  pg_ctl -D "$fresh" -m fast -w stop >/dev/null
  move_in "$fresh"
fi
# The backup schedule, detached (its parent is the container's init, `init: true` in the stack), when
# this is the server and not a one-off command such as a restore. It backs up only while this node is a primary.
[ "${1:-}" != postgres ] || [ "${BACKUP_SCHEDULE:-on}" = off ] || (backup-schedule.sh &)
# One of a pair: commits wait for the standby while it streams (sync-watch.sh).
[ "${1:-}" != postgres ] || [ -z "${PEER_HOST:-}" ] || (sync-watch.sh &)
# The volumes' free space and the newest backup's time, for Prometheus (docker/prometheus).
[ "${1:-}" != postgres ] || (prometheus-node-exporter --web.listen-address=:9100 --collector.disable-defaults \
  --collector.filesystem --collector.textfile --collector.textfile.directory="$METRICS_DIR" >/dev/null 2>&1 &)
rm /tmp/preparing
exec "$@"
