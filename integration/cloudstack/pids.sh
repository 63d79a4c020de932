#!/usr/bin/env bash
# Sourced by e2e.sh and packages.sh: stopping what a script started, by PID. Each started process is recorded as a
# "NAME PID" line in $work/pids; the sourcing script defines work and say() first.

# Stops one process: TERM, up to 90 s, then KILL. Servers run in process groups of their own (setsid), so a group is
# signalled whole (Maven and its JVM together); a process that leads no group is signalled by its PID.
stop_pid() {
  local name=$1 pid=$2
  kill -0 "$pid" 2>/dev/null || return 0
  kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
  for _ in $(seq 1 90); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
  if kill -0 "$pid" 2>/dev/null; then
    kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null || true
  fi
  say "stopped $name (pid $pid)"
}

# Stops every recorded process, the last started first, and forgets them.
stop_recorded() {
  if [ -f "$work/pids" ]; then
    while read -r name pid; do
      [ -n "${pid:-}" ] && stop_pid "$name" "$pid"
    done < <(tac "$work/pids")
    rm -f "$work/pids"
  fi
}
