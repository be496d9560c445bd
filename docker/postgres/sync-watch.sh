#!/bin/sh
# Synchronous replication that never stalls the shop for long, started by entrypoint.sh on each of a
# pair (docs/cluster.md "The database pair"). On the primary: while its standby streams, every commit
# waits until the standby has flushed it (`synchronous_standby_names = 'standby'`, the standby's
# application_name), so a promoted standby has every acknowledged write. When no standby has streamed
# for $SYNC_GRACE seconds (a lost host, a restart), commits stop waiting, and the log says so: a
# standby promoted from then on lacks the writes made since. It waits again once the standby streams.
set -u
q() { psql -qtAX -d postgres -c "$1" 2>/dev/null; }
wait_for() { q "ALTER SYSTEM SET synchronous_standby_names = '$1'" >/dev/null && q 'SELECT pg_reload_conf()' >/dev/null; }
missing=0
while sleep 1; do
  [ "$(q 'SELECT pg_is_in_recovery()')" = f ] || continue
  streaming=$(q "SELECT count(*) FROM pg_stat_replication WHERE application_name = 'standby' AND state = 'streaming'")
  waiting=$(q 'SHOW synchronous_standby_names')
  if [ "${streaming:-0}" -gt 0 ]; then
    missing=0
    [ -n "$waiting" ] || { wait_for standby && echo "[sync] the standby streams: every commit waits for it" >&2; }
  elif [ -n "$waiting" ] && [ $((missing += 1)) -ge "${SYNC_GRACE:-5}" ]; then
    wait_for '' && echo "[sync] no standby for ${SYNC_GRACE:-5} s: commits no longer wait for one; do not promote it until it streams again (docs/cluster.md)" >&2
  fi
done
