# Finding programs without trusting their names: sourced by scripts/setup.sh.
#
# A program found on PATH may not be the one its name promises: npm puts a `geckodriver`
# wrapper (webdriverio's dependency) in node_modules/.bin, first on the PATH npm scripts
# set, which downloads a driver at run time. So each tool is looked for in places chosen
# here, each candidate is asked its version, and only one that answers as the real program
# is linked into target/tools/bin/, the one folder the build and the tests take tools from.

tools_bin="$PWD/target/tools/bin"

# What a program prints for `$flag` (default --version), stdout and stderr together, within
# 20 s, without its empty lines; empty if it does not run.
version_of() {
  local program=$1 flag=${2:---version}
  { timeout 20 "$program" "$flag" </dev/null 2>&1 || true; } | grep . || true
}

# The folders of PATH, without any node_modules/.bin (npm's wrappers are never a real tool).
path_folders() {
  local folder
  local IFS=:
  for folder in $PATH; do
    case "$folder" in
      */node_modules/.bin | */node_modules/.bin/ | "") ;;
      *) echo "$folder" ;;
    esac
  done
}

# real_tool NAME PATTERN FLAG CANDIDATE...: prints the first candidate (an absolute path)
# one of whose version lines matches the extended regular expression PATTERN; returns 1 if
# none does.
real_tool() {
  local name=$1 pattern=$2 flag=$3 candidate answer
  shift 3
  for candidate in "$@"; do
    [ -x "$candidate" ] && [ ! -d "$candidate" ] || continue
    answer=$(version_of "$candidate" "$flag")
    if grep -qE "$pattern" <<<"$answer"; then
      echo "$candidate"
      return 0
    fi
    echo "setup: $candidate does not answer as $name (it said: $(head -n 1 <<<"${answer:-nothing}")); skipped" >&2
  done
  return 1
}

# Candidates for NAME: the given folders first, then PATH's (without node_modules/.bin).
candidates() {
  local name=$1 folder
  shift
  for folder in "$@" $(path_folders); do echo "$folder/$name"; done | awk '!seen[$0]++'
}

# link_tool NAME PATH: makes target/tools/bin/NAME point at PATH.
link_tool() {
  mkdir -p "$tools_bin"
  ln -sfn "$2" "$tools_bin/$1"
}
