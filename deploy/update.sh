#!/bin/sh
# Updates the live site to a commit with no downtime:
#
#   sudo /srv/college-site/current/deploy/update.sh [ref]      (ref: origin/main by default)
#
# 1. fetches the clone in $ROOT/repo and resolves the ref to a commit;
# 2. builds that commit into a new release folder, $ROOT/releases/<commit> (npm ci, npm run build,
#    then npm prune --omit=dev: the release keeps only what the built server imports); the live
#    release is never touched, so a failed build changes nothing;
# 3. starts the new release on a spare port and checks that it answers;
# 4. points $ROOT/current at it (one atomic rename) and restarts the service. The socket unit
#    (deploy/college-site.socket) holds the port, so connections made during the restart wait in
#    the kernel's queue and are answered by the new server;
# 5. checks the live site answers, and otherwise switches back to the previous release.
#
# First installation: git clone <url> /srv/college-site/repo, then run this script.
set -eu

ROOT=${COLLEGE_SITE_ROOT:-/srv/college-site}
REF=${1:-origin/main}
SERVICE=${COLLEGE_SITE_SERVICE:-college-site.service}
# Set empty to skip a check.
LIVE_URL=${COLLEGE_SITE_URL-http://127.0.0.1:4173/}
CHECK_PORT=${COLLEGE_SITE_CHECK_PORT-4199}
KEEP_RELEASES=${KEEP_RELEASES:-5}
BUILD_COMMAND=${BUILD_COMMAND:-npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev --no-audit --no-fund}
RESTART_COMMAND=${RESTART_COMMAND:-systemctl restart $SERVICE}

say() { printf '%s\n' "update: $*"; }

# Waits up to 30 s for an address to answer 200.
answers() {
  tries=0
  while [ "$tries" -lt 60 ]; do
    if node -e "fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" "$1"; then
      return 0
    fi
    tries=$((tries + 1))
    sleep 0.5
  done
  return 1
}

git -C "$ROOT/repo" fetch --quiet --prune origin
commit=$(git -C "$ROOT/repo" rev-parse --verify "$REF^{commit}")
release=$ROOT/releases/$commit
mkdir -p "$ROOT/releases"

if [ -d "$release" ]; then
  say "release $commit is already built"
else
  building=$ROOT/releases/.building-$commit
  rm -rf "$building"
  mkdir -p "$building"
  git -C "$ROOT/repo" archive "$commit" | tar -x -C "$building"
  # The content is the college's: the admin publishes into the live release's content/. A new release
  # starts from it, not from the repository's, so an update of the code never undoes a publish.
  if [ -d "$ROOT/current/content" ]; then
    rm -rf "$building/content"
    cp -a "$ROOT/current/content" "$building/content"
  fi
  say "building $commit in $building"
  if ! (cd "$building" && sh -c "$BUILD_COMMAND"); then
    rm -rf "$building"
    say "the build failed; the live site is unchanged"
    exit 1
  fi
  mv "$building" "$release"
fi

if [ -n "$CHECK_PORT" ] && [ -f "$release/build/server/main.js" ]; then
  check_state=$(mktemp -d)
  (cd "$release" && HOST=127.0.0.1 PORT=$CHECK_PORT STATE_DIR=$check_state STATS_DB=:memory: \
    node build/server/main.js >"$check_state/log" 2>&1) &
  checking=$!
  if answers "http://127.0.0.1:$CHECK_PORT/"; then ok=1; else ok=0; fi
  kill "$checking" 2>/dev/null || true
  wait "$checking" 2>/dev/null || true
  if [ "$ok" -ne 1 ]; then
    cat "$check_state/log" >&2
    rm -rf "$check_state"
    say "the new release does not answer; the live site is unchanged"
    exit 1
  fi
  rm -rf "$check_state"
fi

previous=$(readlink "$ROOT/current" 2>/dev/null || true)
ln -sfn "$release" "$ROOT/current.next"
mv -T "$ROOT/current.next" "$ROOT/current"
say "switched to $commit; restarting"
sh -c "$RESTART_COMMAND"

if [ -n "$LIVE_URL" ] && ! answers "$LIVE_URL"; then
  if [ -n "$previous" ]; then
    ln -sfn "$previous" "$ROOT/current.next"
    mv -T "$ROOT/current.next" "$ROOT/current"
    sh -c "$RESTART_COMMAND"
    say "the live site did not answer; switched back to $(basename "$previous")"
  fi
  exit 1
fi

# Keep the newest releases (and always the live one); remove the others.
ls -1t "$ROOT/releases" | tail -n +"$((KEEP_RELEASES + 1))" | while read -r old; do
  [ "$ROOT/releases/$old" = "$release" ] || rm -rf "${ROOT:?}/releases/$old"
done
say "done: $commit is live"
