#!/usr/bin/env bash
# Installs what cfix needs on Debian 12 and builds it.
#
#   tool/setup.sh           build/       (the normal build)
#   tool/setup.sh --asan    build-asan/  (AddressSanitizer + UBSan)
#   tool/setup.sh --test-tools   also the tools the suite checks cfix's
#                           output with: clang-apply-replacements-19,
#                           neovim (an LSP client), npm (for the SARIF
#                           validator, fetched by test/exports/formats.sh),
#                           valgrind, GNU parallel, chromium (a headless
#                           browser for the --html report), bluez-source
#                           (a userspace project's source, offline, for
#                           test/rules/independence.sh)
#
# Run as root on a fresh machine: Debian packages that are missing are
# installed with apt-get (running `apt-get update` once, only then).  Safe
# to run again: it installs nothing that is there and rebuilds only what
# changed.  Quiet unless something fails, then the failing step's output
# is shown.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
	echo "usage: tool/setup.sh [--asan] [--test-tools]" >&2
	exit 2
}

build_dir=build
cmake_args=()
test_tools=()
for arg; do
	case $arg in
	--asan)
		build_dir=build-asan
		cmake_args+=(-DCFIX_SANITIZE=ON)
		;;
	--test-tools) test_tools=(clang-tools-19 neovim valgrind parallel strace chromium bluez-source) ;;
	-h | --help) usage ;;
	*)
		echo "setup: unknown option $arg" >&2
		usage
		;;
	esac
done

packages=(cmake make gcc pkg-config clang-19 libclang-19-dev llvm-19-dev
	libclang-rt-19-dev
	libcmocka-dev libgit2-dev libjansson-dev libyaml-dev libssl-dev python3 libpython3-dev
	ocaml-nox
	patch git
	"${test_tools[@]}")
# npm: the machine's own (Node.js from elsewhere) if it has one, else Debian's
if ((${#test_tools[@]})) && ! command -v npm >/dev/null; then
	packages+=(npm)
fi

log=$(mktemp "${TMPDIR:-/tmp}/cfix-setup.XXXXXX")
trap 'rm -f "$log"' EXIT

# quietly STEP-NAME COMMAND...: runs COMMAND with its output in the log,
# shown only if it fails.
quietly() {
	local what=$1
	shift
	if ! "$@" >"$log" 2>&1; then
		echo "setup: $what failed:" >&2
		cat "$log" >&2
		exit 1
	fi
}

installed() {
	dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'
}

missing=()
if command -v dpkg-query >/dev/null; then
	for p in "${packages[@]}"; do
		installed "$p" || missing+=("$p")
	done
else
	echo "setup: not a Debian system; assuming the build tools are installed" >&2
fi

if [ "${#missing[@]}" -gt 0 ]; then
	if [ "$(id -u)" -ne 0 ]; then
		echo "setup: missing packages: ${missing[*]}" >&2
		echo "setup: run as root, or install them with apt-get" >&2
		exit 1
	fi
	echo "setup: installing ${missing[*]}"
	export DEBIAN_FRONTEND=noninteractive
	quietly "apt-get update" apt-get update
	quietly "apt-get install" apt-get install -y --no-install-recommends "${missing[@]}"
fi

quietly "cmake (configure $build_dir/)" cmake -S . -B "$build_dir" "${cmake_args[@]}"
quietly "cmake --build $build_dir" cmake --build "$build_dir" -j2
