#!/usr/bin/env bash
# Builds cfix's libFuzzer targets with clang-19 and runs each for SECONDS.
#
#   test/fuzz/run.sh [SECONDS]         (default 20 seconds a target)
#   test/fuzz/run.sh --replay          (only replay test/fuzz/regressions/)
#
# Targets (test/fuzz/*.c): fuzz_rule (the rule parser), fuzz_cparse (cfix's
# lexer and C parser, pattern and C mode), fuzz_match (the matcher and the
# edit engine over C that libclang parses; slower), fuzz_lsp (the language
# server, tool/lsp.c, on an arbitrary client byte stream; seeds in
# test/fuzz/seeds/fuzz_lsp/).  Each is built with
# -fsanitize=fuzzer,address,undefined from the sources listed below, in
# $CFIX_FUZZ_BUILD (default /tmp/cfix-fuzz-build).  Before fuzzing, every
# file under test/fuzz/regressions/TARGET/ is replayed; then each target
# runs from a seed corpus (the golden cases' rule.cocci and input.c files,
# the built-in rules, test/bad-rules/, and ../shared/cocci-tests/tests when
# present) plus the inputs it found in earlier runs.  A crash input is
# saved as $CFIX_FUZZ_BUILD/crashes/TARGET/crash-*; copy it to
# test/fuzz/regressions/TARGET/ once the bug is fixed.
#
# Exits 0 when every replay and every run finished clean, 1 when one
# crashed, hung (-timeout, 10 s; 60 s for fuzz_match) or leaked, 2 when
# the targets could not be built.
set -uo pipefail
export LC_ALL=C

seconds=20 replay_only=0
case ${1:-} in
--replay) replay_only=1 ;;
'') ;;
*[!0-9]*) echo "usage: $0 [SECONDS | --replay]" >&2; exit 2 ;;
*) seconds=$1 ;;
esac

root=$(cd "$(dirname "$0")/../.." && pwd)
here=$root/test/fuzz
build=${CFIX_FUZZ_BUILD:-/tmp/cfix-fuzz-build}
cc=${CC_FUZZ:-clang-19}
llvm_config=${LLVM_CONFIG:-llvm-config-19}
mkdir -p "$build/obj" "$build/crashes" "$build/corpus"

# ---- build ---------------------------------------------------------------

# The libraries CMakeLists.txt links (pkg-config modules), and libclang.
pc_modules=(libgit2 jansson yaml-0.1 libcrypto)
for tool in "$cc" "$llvm_config" pkg-config cmake; do
	command -v "$tool" >/dev/null || { echo "fuzz: $tool not found (tool/setup.sh installs it)" >&2; exit 2; }
done
if ! pc_libs=$(pkg-config --libs "${pc_modules[@]}") ||
	! pc_cflags=$(pkg-config --cflags "${pc_modules[@]}"); then
	echo "fuzz: pkg-config cannot find ${pc_modules[*]} (tool/setup.sh installs them)" >&2
	exit 2
fi
flags=(-std=gnu11 -g -O1 -fno-omit-frame-pointer -I"$root"
	-I"$("$llvm_config" --includedir)" $pc_cflags -fsanitize=address,undefined
	-fno-sanitize-recover=undefined -Wno-unused-parameter)
libs=(-L"$("$llvm_config" --libdir)" -Wl,-rpath,"$("$llvm_config" --libdir)"
	-lclang $pc_libs -lpthread)

# libFuzzer and the sanitizers' runtimes come with libclang-rt-19-dev,
# which clang-19 only recommends: say so rather than fail to link.
probe=$build/probe
printf 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n) { return 0; }\n' >"$probe.c"
if ! "$cc" -fsanitize=fuzzer,address,undefined "$probe.c" -o "$probe" 2>"$probe.log"; then
	echo "fuzz: $cc cannot link a libFuzzer target (is libclang-rt-19-dev installed?):" >&2
	head -5 "$probe.log" >&2
	exit 2
fi

# The library: base/, matchers/, fixits/ and the embedded built-in rules.
mapfile -t matcher_sources < <(find "$root"/matchers -name "*.c" | sort)
sources=("$root"/base/*.c "${matcher_sources[@]}" "$root"/fixits/*.c)
builtin=$build/builtin_rules.c
rules=$(printf '%s;' "$root"/matchers/rules/*.cocci)
cmake -DOUT="$builtin" -DRULES="${rules%;}" \
	-P "$root/matchers/embed_rules.cmake" || exit 2
sources+=("$builtin")
# The Coccilib module OCaml script rules run first (as CMakeLists.txt).
prelude=$build/ocaml_prelude.c
cmake -DOUT="$prelude" -DSYMBOL=cfix_ocaml_prelude \
	-DRULES="$root/matchers/ocaml/coccilib.ml" \
	-P "$root/matchers/embed_rules.cmake" || exit 2
sources+=("$prelude")
# The language server and what it needs from tool/ (not main.c: main()).
# Every tool/lsp*.c (the server's own files: a new one joins by itself).
tool_sources=("$root"/tool/lsp*.c "$root"/tool/limits.c
	"$root"/tool/ruletest.c "$root"/tool/run_once.c
	"$root"/tool/trust.c "$root"/tool/kind.c "$root"/tool/explain.c "$root"/tool/batch.c
	"$root"/tool/progress.c
	"$root"/tool/profile.c "$root"/tool/options.c)

# compile SRC: an object under $build/obj, rebuilt when the source, this
# script or any of the tree's headers is newer (a header's struct that
# grew a field must not meet objects compiled with its old layout).
newest_header=$build/obj/.newest-header
touch -d "$(find "$root/base" "$root/matchers" "$root/fixits" "$root/tool" \
	-name '*.h' -printf '%T@\n' | sort -n | tail -n 1 | sed 's/^/@/')" \
	"$newest_header"
objects=()
compile() {
	local src=$1 obj
	obj=$build/obj/$(echo "${src#"$root"/}" | tr / _).o
	objects+=("$obj")
	[ "$obj" -nt "$src" ] && [ "$obj" -nt "$0" ] &&
		[ "$obj" -nt "$newest_header" ] && return 0
	"$cc" "${flags[@]}" -fsanitize=fuzzer-no-link -c "$src" -o "$obj"
}
pids=()
for src in "${sources[@]}" "${tool_sources[@]}"; do
	compile "$src" & pids+=($!)
	if [ "${#pids[@]}" -ge "$(nproc)" ]; then wait "${pids[0]}" || exit 2; pids=("${pids[@]:1}"); fi
done
for pid in "${pids[@]}"; do wait "$pid" || exit 2; done
# (the subshells' objects+=() are lost; list them again)
objects=()
for src in "${sources[@]}"; do
	objects+=("$build/obj/$(echo "${src#"$root"/}" | tr / _).o")
done

tool_objects=()
for src in "${tool_sources[@]}"; do
	tool_objects+=("$build/obj/$(echo "${src#"$root"/}" | tr / _).o")
done

targets=(fuzz_rule fuzz_cparse fuzz_match fuzz_lsp)
for t in "${targets[@]}"; do
	extra=()
	[ "$t" = fuzz_lsp ] && extra=("${tool_objects[@]}")
	"$cc" "${flags[@]}" -fsanitize=fuzzer "$here/$t.c" "${extra[@]}" "${objects[@]}" \
		"${libs[@]}" -o "$build/$t" || exit 2
done

# ---- seeds ---------------------------------------------------------------

# seed DIR PREFIX-BYTE FILE...: copies FILEs into DIR, each behind the byte
# (octal) that picks the target's mode, or as they are when it is "".
seed() {
	local dir=$1 byte=$2 f i=0
	shift 2
	mkdir -p "$dir"
	for f; do
		[ -f "$f" ] || continue
		i=$((i + 1))
		if [ -n "$byte" ]; then
			{ printf "\\$byte"; head -c 4000 "$f"; } >"$dir/s$byte-$i"
		else
			head -c 16000 "$f" >"$dir/s-$i"
		fi
	done
}
cocci_tests=$root/../shared/cocci-tests/tests
shopt -s nullglob
rule_files=("$root"/test/cases/*/rule.cocci "$root"/matchers/rules/*.cocci
	"$root"/test/bad-rules/*.cocci "$cocci_tests"/*.cocci)
c_files=("$root"/test/cases/*/input.c "$root"/test/cases/*/*.c "$cocci_tests"/*.c)
rm -rf "$build/seeds"
seed "$build/seeds/fuzz_rule" "" "${rule_files[@]}"
seed "$build/seeds/fuzz_cparse" 000 "${c_files[@]}"	# C, unit
seed "$build/seeds/fuzz_cparse" 003 "${rule_files[@]}"	# pattern, stmts
seed "$build/seeds/fuzz_cparse" 005 "${rule_files[@]:0:50}"	# pattern, expr
seed "$build/seeds/fuzz_match" 000 "$root"/test/cases/*/input.c
mkdir -p "$build/seeds/fuzz_lsp"
cp "$here"/seeds/fuzz_lsp/* "$build/seeds/fuzz_lsp/"
printf '\001\000\001\002\003\004\005\006\007\010\011\012\013\014\015\016\017\020\021\022\023\024\025\026\027\030\031\032\033\034\035\036\037\040\041' \
	>"$build/seeds/fuzz_match/generated"

# ---- replay and fuzz -----------------------------------------------------

failed=0
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
for t in "${targets[@]}"; do
	regressions=("$here/regressions/$t"/*)
	if [ "${#regressions[@]}" -gt 0 ]; then
		if "$build/$t" -timeout=60 "${regressions[@]}" >"$build/$t.replay.log" 2>&1; then
			echo "$t: ${#regressions[@]} regression inputs replayed clean"
		else
			echo "$t: FAILED replaying test/fuzz/regressions/$t (log: $build/$t.replay.log)"
			grep -E 'ERROR|SUMMARY|Running:' "$build/$t.replay.log" | tail -5
			failed=1
		fi
	fi
	[ "$replay_only" -eq 1 ] && continue
	timeout=10 max_len=8192
	[ "$t" = fuzz_match ] && timeout=60 max_len=2048
	[ "$t" = fuzz_lsp ] && timeout=60 max_len=4096
	mkdir -p "$build/corpus/$t" "$build/crashes/$t"
	"$build/$t" -max_total_time="$seconds" -timeout="$timeout" \
		-max_len="$max_len" -rss_limit_mb=4096 -print_final_stats=1 \
		-artifact_prefix="$build/crashes/$t/" \
		"$build/corpus/$t" "$build/seeds/$t" >"$build/$t.log" 2>&1
	status=$?
	stats=$(grep -E '^stat::number_of_executed_units' "$build/$t.log" | awk '{print $2}')
	if [ "$status" -eq 0 ]; then
		echo "$t: ${seconds}s, ${stats:-?} inputs, clean"
	else
		echo "$t: FAILED (status $status; log: $build/$t.log)"
		grep -E 'ERROR|SUMMARY|Test unit written' "$build/$t.log" | tail -5
		failed=1
	fi
done
exit "$failed"
