#!/bin/bash
# A task's health check: its own server on $PORT answers GET <path> with a status that matches <pattern>
# (2?? unless given). Bash's /dev/tcp rather than `node -e fetch`: a second Node starting in the task's CPU share
# took over the 3 s time-out on a busy host, and Swarm killed BFFs that were serving.
#   http-health <path> [pattern]
exec 3<>"/dev/tcp/127.0.0.1/${PORT}" || exit 1
printf 'GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n' "$1" >&3
read -r -t 4 _ status _ <&3 || exit 1
# shellcheck disable=SC2053 # the pattern is meant to match as a glob
[[ $status == ${2:-2??} ]]
