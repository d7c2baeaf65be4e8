#!/usr/bin/env bash
# The whole test suite, one command:
#
#   test/run-all.sh
#
# 1. tool/setup.sh and tool/setup.sh --asan: packages, build/ and
#    build-asan/ (AddressSanitizer + UndefinedBehaviorSanitizer);
#    tool/setup.sh --test-tools;
# 2. the kernel checks over linux-source-6.1 (test/kernel/: wmi-seed.sh,
#    plant-and-boot.sh, plant-every-site.sh; untouched.sh;
#    test/spatch/whole-coccicheck.sh), started in two background lanes at
#    the lowest priority, reported at the end;
# 3. ctest in build/ (the cmocka unit tests and the CLI scripts), then in
#    build-asan/ with leak detection on (the same, and the golden cases,
#    test/run-cases.sh);
# 4. the conformance runner over ../shared/cocci-tests, which fails only
#    when a tier drops below test/conformance/floor.txt (its table goes to
#    build/conformance.md and build/conformance.json);
# 5. command-line checks: bad input, batch (workers, shards, prefilter),
#    exports checked by their consumers, the language server.
#
# Prints a summary; the last line is "N passed, N failed, N skipped"
# summed over the runs (a step that could not run counts as one failure).
# Exits 1 if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2
export LC_ALL=C
# the parse cache off: each check parses afresh (parse-cache.sh turns it on)
export CFIX_NO_CACHE=1

passed=0 failed=0 skipped=0
summary=()

note() { summary+=("$(printf '  %-22s %s' "$1" "$2")"); }
section() { printf '\n== %s\n' "$*"; }

# build NAME ARGS...: runs tool/setup.sh ARGS; returns its status.
build() {
	local name=$1 start=$SECONDS
	shift
	section "tool/setup.sh $* ($name/)"
	if tool/setup.sh "$@"; then
		echo "built $name/"
		note "$name/" "built ($((SECONDS - start)) s)"
		return 0
	fi
	note "$name/" "BUILD FAILED"
	failed=$((failed + 1))
	return 1
}

# run_ctest DIR [CTEST-ARGS...]: ctest in DIR; adds its counts.
run_ctest() {
	local dir=$1 log status=0 line total fails start=$SECONDS
	shift
	section "ctest in $dir/ $*"
	log=$(mktemp)
	(cd "$dir" && ctest --output-on-failure --timeout 1200 -j2 "$@") 2>&1 | tee "$log"
	status=${PIPESTATUS[0]}
	line=$(grep -E '^[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+' "$log" | tail -n 1)
	rm -f "$log"
	if [ -n "$line" ]; then
		fails=$(sed -E 's/.* ([0-9]+) tests? failed out of.*/\1/' <<<"$line")
		total=$(sed -E 's/.* out of ([0-9]+).*/\1/' <<<"$line")
		passed=$((passed + total - fails))
		failed=$((failed + fails))
		note "ctest $dir/" "$((total - fails)) of $total tests pass ($((SECONDS - start)) s)"
		if [ "$status" -ne 0 ] && [ "$fails" -eq 0 ]; then
			failed=$((failed + 1))
			note "" "but ctest exited with status $status"
		fi
	else
		failed=$((failed + 1))
		note "ctest $dir/" "NO RESULT (status $status)"
	fi
}

plain_built=
build build && plain_built=1

section "test tools (tool/setup.sh --test-tools)"
start=$SECONDS
if tool/setup.sh --test-tools; then
	note "test tools" "installed ($((SECONDS - start)) s)"
else
	failed=$((failed + 1))
	note "test tools" "COULD NOT BE INSTALLED"
fi

# 4. The kernel checks, over Debian's linux-source-6.1 set up outside
#    the repository by test/kernel/setup.sh.  CFIX_SKIP_KERNEL=1 skips
#    them.  They run in two lanes of their own (the boot check; the
#    others) beside everything from the sanitizer build on, at the lowest priority (nice 19: they take the
#    CPU the other checks leave idle, so the timing checks below keep
#    their cores; QEMU's boot alone runs at normal priority), and are
#    reported at the end.  Their packages and the tree are set up first,
#    in the foreground, so that no two apt-get run at once and the checks
#    that read the tree (shards, prefilter) find it whole.
#    - kernel: issue 2's wmi.c seed bug in drivers/platform/x86;
#    - kernel boot: issue 3's proof (8 bugs planted in 8 folders, found,
#      fixed by a --patch-dir series, rebuilt; real alloc_array fixes in
#      2 files, built; the kernel booted in QEMU);
#    - kernel plant: a reverse rule plants `!E & C` at every `!(E & C)`
#      of four folders, the seed rule finds and fixes each one, the
#      folders come back byte-identical;
#    - whole coccicheck: issue 20, the whole make coccicheck (all 72
#      rules, no COCCI=) with SPATCH=cfix in each mode over
#      drivers/soc/apple (~4 minutes of CPU);
#    - untouched: issue 7, fixes touch only their matches (~450 edits over
#      270 kernel files checked byte for byte).
kernel_checks=(
	"kernel|test/kernel/wmi-seed.sh|wmi.c seed bug found and fixed; nothing else reported"
	"kernel boot|test/kernel/plant-and-boot.sh|8 planted bugs found and fixed, 2 real fixes, built, booted"
	"kernel plant|test/kernel/plant-every-site.sh|every site planted, found and fixed back"
	"whole coccicheck|test/spatch/whole-coccicheck.sh|every rule run or skipped with its reason, in each mode"
	"untouched|test/reliability/untouched.sh|every byte outside the edits unchanged"
)
klogs=$(mktemp -d)
kernel_lane_pid=

# kernel_lane I...: runs the kernel checks of those indices one after the
# other at nice 19, each check's log in $klogs/I, "STATUS SECONDS" in
# $klogs/I.status.
kernel_lane() {
	local i name script what kstart
	for i in "$@"; do
		IFS='|' read -r name script what <<<"${kernel_checks[$i]}"
		kstart=$SECONDS
		if [ -x build/cfix ]; then
			nice -n 19 "$script" build/cfix >"$klogs/$i" 2>&1
			echo "$? $((SECONDS - kstart))" >"$klogs/$i.status"
		else
			echo "127 0" >"$klogs/$i.status"
		fi
	done
}
if [ -z "${CFIX_SKIP_KERNEL:-}" ]; then
	section "kernel: packages and tree (test/kernel/setup.sh); checks start in the background"
	start=$SECONDS
	if (. test/kernel/boot-lib.sh &&
		kb_packages qemu-system-x86 busybox-static cpio gzip patch) &&
		test/kernel/setup.sh >/dev/null; then
		note "kernel setup" "packages and tree ready ($((SECONDS - start)) s)"
		# two lanes: the boot check (mostly its kernel build) and the
		# others, so that both cores stay busy once the foreground is done
		kernel_lane 1 &
		kernel_lane_pid=$!
		kernel_lane 0 2 3 4 &
		kernel_lane_pid="$kernel_lane_pid $!"
	else
		failed=$((failed + 1))
		note "kernel setup" "FAILED ($((SECONDS - start)) s): no kernel check run"
		CFIX_SKIP_KERNEL=setup-failed
	fi
fi

# kernel_report: waits for the kernel lane, prints its logs, notes each
# check's result.
kernel_report() {
	local i=0 check name script what status secs
	[ -n "$kernel_lane_pid" ] && wait $kernel_lane_pid
	for check in "${kernel_checks[@]}"; do
		IFS='|' read -r name script what <<<"$check"
		section "kernel: $name ($script)"
		if [ -n "${CFIX_SKIP_KERNEL:-}" ]; then
			skipped=$((skipped + 1))
			note "$name" "skipped (CFIX_SKIP_KERNEL=$CFIX_SKIP_KERNEL)"
		elif [ ! -f "$klogs/$i.status" ]; then
			failed=$((failed + 1))
			note "$name" "FAILED: the kernel lane did not run it"
		else
			cat "$klogs/$i"
			read -r status secs <"$klogs/$i.status"
			if [ "$status" -eq 0 ]; then
				passed=$((passed + 1))
				note "$name" "$what ($secs s, in the background)"
			else
				failed=$((failed + 1))
				note "$name" "FAILED (status $status, $secs s)"
			fi
		fi
		i=$((i + 1))
	done
	rm -rf "$klogs"
}

# The golden cases run in the sanitizer build only (below): the same
# cases, with memory and undefined-behaviour checks on top; the plain
# build runs every case again in the exports check.
if [ -n "$plain_built" ]; then
	run_ctest build -E golden_cases
else
	note "ctest build/" "not run"
fi

# Sanitizer reports must fail the run, and must not look like cfix's exit
# status 1 ("findings"): give them an exit status of their own.
export ASAN_OPTIONS=detect_leaks=1:exitcode=86:strict_string_checks=1:detect_stack_use_after_return=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1:exitcode=87
if [ -f test/lsan.supp ]; then
	export LSAN_OPTIONS=suppressions=$PWD/test/lsan.supp:print_suppressions=0
fi
if build build-asan --asan; then
	run_ctest build-asan
else
	note "ctest build-asan/" "not run"
fi
unset ASAN_OPTIONS UBSAN_OPTIONS LSAN_OPTIONS

section "conformance (test/conformance/run.py)"
start=$SECONDS
if [ -x build/cfix ]; then
	log=$(mktemp)
	python3 test/conformance/run.py --cfix build/cfix -j 2 \
		--floor test/conformance/floor.txt \
		--json build/conformance.json --markdown build/conformance.md 2>&1 | tee "$log"
	status=${PIPESTATUS[0]}
	if grep -q 'not found; skipped' "$log"; then
		skipped=$((skipped + 1))
		note "conformance" "skipped: no ../shared/cocci-tests"
	elif [ "$status" -eq 0 ]; then
		passed=$((passed + 1))
		note "conformance" "$(grep -E '^cfix passes' "$log" | tail -n 1); floor held ($((SECONDS - start)) s)"
	else
		failed=$((failed + 1))
		note "conformance" "FAILED (status $status): below the floor or could not run"
	fi
	rm -f "$log"
else
	failed=$((failed + 1))
	note "conformance" "not run: no build/cfix"
fi

# 5. Command-line checks, each "SCRIPT CFIX" printing "N passed, N failed"
#    as its last line.  A check that says "skip:" (a tool it needs is
#    missing) fails here: tool/setup.sh --test-tools installs them all.
#    - bad input: broken rules and odd C files;
#    - batch: a crashing / hanging worker, shards and -j against one run,
#      the prefilter against no prefilter (Coccinelle's tests and kernel
#      folders);
#    - exports: each format applied or validated by its consumer
#      (clang-apply-replacements-19, sarif-multitool from npm, the HTML
#      report in chromium), and equal for any -j;
#    - lsp: the protocol, analyses contained (crash, limits), rule files
#      (diagnostics, hover, their --test cases), and
#      neovim as a real client.
# run_check NAME SCRIPT LOG: runs SCRIPT build/cfix with its output in
# LOG, then "STATUS SECONDS" in LOG.status.  SCRIPT is split into words
# (it may be "env VAR=VALUE script"; no path here holds a space).
run_check() {
	local name=$1 script=$2 log=$3 start=$SECONDS status
	if [ -x build/cfix ]; then
		$script build/cfix >"$log" 2>&1
		status=$?
	else
		status=127
	fi
	echo "$status $((SECONDS - start))" >"$log.status"
}

# report_check NAME SCRIPT LOG: prints LOG under a section header and
# notes the check's result.
report_check() {
	local name=$1 script=$2 log=$3 status secs took
	section "$name ($script)"
	cat "$log"
	read -r status secs <"$log.status"
	took="($secs s)"
	if [ "$status" -eq 0 ] && grep -q '^skip' "$log"; then
		failed=$((failed + 1))
		note "$name" "SKIPPED, counted as failed: $(grep -m1 '^skip' "$log") $took"
	elif [ "$status" -eq 0 ]; then
		passed=$((passed + 1))
		note "$name" "$(tail -n 1 "$log") $took"
	else
		failed=$((failed + 1))
		note "$name" "FAILED (status $status) $took"
	fi
}

# Checks that time nothing and share no state run two at a time (the
# machine CI runs on has two cores and most of these run one cfix at a
# time); their logs are printed in this order once all are done.
parallel_checks=(
	"layers:test/layers.sh"
	"bad input:test/run-bad-input.sh"
	"patch series:test/batch/patch-dir.sh"
	"shards:test/batch/shards.sh"
	"parse cache:test/batch/parse-cache.sh"
	"run cache:test/batch/run-cache.sh"
	"prefilter:test/batch/prefilter-equivalence.sh"
	"prefilter work:test/batch/prefilter-work.sh"
	"per-rule split:test/batch/split.sh"
	"cut headers:test/batch/cut-headers.sh"
	"stats summary:test/batch/stats.sh"
	"exports, half 1:env CFIX_SHARD=1/2 test/exports/formats.sh"
	"exports, half 2:env CFIX_SHARD=2/2 test/exports/formats.sh"
	"export html:test/exports/html.sh"
	"rule selection:test/rules/selection.sh"
	"duplicate findings:test/rules/duplicates.sh"
	"findings and --test markers:test/rules/findings.sh"
	"kinds and vocabulary:test/rules/kinds.sh"
	"rule independence:test/rules/independence.sh"
	"script inputs:test/rules/script-inputs.sh"
	"a failing rule file:test/rules/failing-rule-file.sh"
	"independence, random:test/rules/independence-random.sh"
	"docs:test/docs/options.sh"
	"grammar table:test/docs/grammar-table.sh"
)
# Checks that measure time, count processes or fill a disk run alone.
checks=(
	"workers:test/batch/workers.sh"
	"full disk:test/reliability/full-disk.sh"
	"writes:test/reliability/writes.sh"
	"interrupt:test/reliability/interrupt.sh"
	"untrusted checkout:test/reliability/untrusted-checkout.sh"
	"check build:test/reliability/check-build.sh"
	"paths and flags:test/reliability/paths-and-flags.sh"
	"gcc flags:test/reliability/gcc-flags.sh"
	"limits:test/reliability/limits.sh"
	"valgrind:test/reliability/valgrind.sh"
	"lsp protocol:test/lsp/protocol.py"
	"lsp contained:test/lsp/contain.py"
	"lsp explain:test/lsp/explain.py"
	"lsp rule files:test/lsp/cocci.py"
	"lsp two stages:test/lsp/stages.py"
	"lsp incremental:test/lsp/incremental.py"
	"lsp preamble files:test/lsp/preamble.py"
	"lsp neovim:test/lsp/neovim.sh"
)
logs=$(mktemp -d)
section "checks two at a time: ${#parallel_checks[@]} (logs follow when all are done)"
# The kernel lane is a job too: count and wait for these checks by pid.
i=0 running=()
for check in "${parallel_checks[@]}"; do
	while [ "${#running[@]}" -ge 2 ]; do
		wait -n -p done_pid "${running[@]}"
		for k in "${!running[@]}"; do
			[ "${running[k]}" = "$done_pid" ] && unset 'running[k]'
		done
		running=("${running[@]}")
	done
	run_check "${check%%:*}" "${check#*:}" "$logs/$i" &
	running+=($!)
	i=$((i + 1))
done
wait "${running[@]}"
i=0
for check in "${parallel_checks[@]}"; do
	report_check "${check%%:*}" "${check#*:}" "$logs/$i"
	i=$((i + 1))
done
for check in "${checks[@]}"; do
	run_check "${check%%:*}" "${check#*:}" "$logs/s"
	report_check "${check%%:*}" "${check#*:}" "$logs/s"
done
rm -rf "$logs"

# 6. A bounded fuzz run: the four libFuzzer targets, 20 s each, plus
#    the kept crash inputs as regressions (test/fuzz/run.sh).
section "fuzz (test/fuzz/run.sh 20)"
start=$SECONDS
if test/fuzz/run.sh 20; then
	passed=$((passed + 1))
	note "fuzz" "4 targets x 20 s, clean ($((SECONDS - start)) s)"
else
	failed=$((failed + 1))
	note "fuzz" "FAILED ($((SECONDS - start)) s)"
fi

kernel_report

section "summary"
printf '%s\n' "${summary[@]}"
echo "  whole run              $SECONDS s"
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
