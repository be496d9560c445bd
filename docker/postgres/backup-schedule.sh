#!/bin/sh
# pgBackRest's schedule, started by entrypoint.sh beside PostgreSQL (it reads the data directory and
# the local socket, so it runs where they are): the stanza at first start, a full backup when the
# repository holds none, then one backup every $BACKUP_EVERY seconds, full on weekday $FULL_BACKUP_DAY
# (1 = Monday … 7 = Sunday, as `date +%u`), differential on the others.
set -u
backup() {
  pgbackrest --stanza=pcb --type="$1" backup || echo "[backup] the $1 backup failed: pgbackrest --stanza=pcb info" >&2
  record_newest
}
# The newest backup's end, read from the repository (so a restart or a failed backup tells the truth),
# for the node exporter's text-file collector: the BackupTooOld alert (docker/prometheus/rules.yml).
record_newest() {
  newest=$(pgbackrest --stanza=pcb info --output=json | grep -o '"stop":[0-9]*' | cut -d: -f2 | sort -n | tail -1)
  [ -n "$newest" ] || return 0
  printf '# HELP pcb_backup_last_success_timestamp_seconds When the newest pgBackRest backup ended.\n# TYPE pcb_backup_last_success_timestamp_seconds gauge\npcb_backup_last_success_timestamp_seconds %s\n' "$newest" >"$METRICS_DIR/backup.prom.tmp"
  mv "$METRICS_DIR/backup.prom.tmp" "$METRICS_DIR/backup.prom"
}

# A restored cluster replays WAL first: backups are of a primary.
until [ "$(psql -qtAX -d postgres -c 'SELECT pg_is_in_recovery()' 2>/dev/null)" = f ]; do sleep 2; done
pgbackrest --stanza=pcb stanza-create || exit 1
pgbackrest --stanza=pcb info --output=json | grep -q '"backup":\[{' || backup full
record_newest
while sleep "${BACKUP_EVERY:-86400}"; do
  if [ "$(date +%u)" = "${FULL_BACKUP_DAY:-7}" ]; then backup full; else backup diff; fi
done
