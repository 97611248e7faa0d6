#!/usr/bin/env bash
# Times a cold `swift build --product demo` of this repository's HEAD against another commit's,
# on this machine, in turn, and prints the ratio: the build-time target of the host's scope
# (PresentationHost/README.md) is at most 0.60 of 0133642's, the commit before the host was cut
# to navigation. Each build starts from a fresh clone with no .build folder.
#
#   Demo/Scripts/build-time.sh [BASE] [ROUNDS]     (defaults: 0133642, 1)
#
# Exits 1 when the median ratio is over the target, 2 on a bad argument.
set -euo pipefail
base=${1:-0133642}
rounds=${2:-1}
target=0.60
[[ $rounds =~ ^[1-9][0-9]?$ ]] || { echo "ROUNDS must be a whole number from 1 to 99." >&2; exit 2; }
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
git -C "$root" rev-parse --verify --quiet "$base^{commit}" >/dev/null \
  || { echo "No commit $base in $root." >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for side in base head; do
  git clone --quiet --no-checkout "$root" "$work/$side"
done
git -C "$work/base" checkout --quiet "$base"
git -C "$work/head" checkout --quiet "$(git -C "$root" rev-parse HEAD)"

# Seconds a cold build of the demo takes in $1.
cold_build() {
  rm -rf "$1/.build"
  local start end
  start=$(date +%s.%N)
  (cd "$1" && swift build --product demo >"$work/$2.log" 2>&1) \
    || { echo "The build of $2 failed; its log:" >&2; tail -20 "$work/$2.log" >&2; exit 1; }
  end=$(date +%s.%N)
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }' 
}

ratios=()
for ((round = 1; round <= rounds; round++)); do
  # Alternate which goes first, so that neither always builds on a warmer machine.
  if ((round % 2)); then
    b=$(cold_build "$work/base" base); h=$(cold_build "$work/head" head)
  else
    h=$(cold_build "$work/head" head); b=$(cold_build "$work/base" base)
  fi
  ratio=$(awk -v h="$h" -v b="$b" 'BEGIN { printf "%.3f", h / b }')
  ratios+=("$ratio")
  printf 'round %d: %s %.1f s, HEAD %.1f s, ratio %.2f\n' "$round" "$base" "$b" "$h" "$ratio"
done
median=$(printf '%s\n' "${ratios[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
printf 'median ratio %.2f (target: at most %.2f)\n' "$median" "$target"
awk -v m="$median" -v t="$target" 'BEGIN { exit !(m <= t) }' 
