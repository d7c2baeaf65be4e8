# Shared by the bench scripts (sourced, not run).  Needs $bench_tmp, a
# scratch folder the script owns.

# bench_measure NAME DIR CMD...: runs CMD in DIR under GNU time, stdout
# to $bench_tmp/NAME.out and stderr to $bench_tmp/NAME.err; prints
# "WALL CPU RSS": seconds of wall clock, seconds of user + system CPU
# (the command and its children), the peak resident set in kB of its
# largest process (with -j N: one worker, or the parent).
bench_measure() {
	local name=$1 dir=$2 wall user sys rss
	shift 2
	(cd "$dir" && /usr/bin/time -f '%e %U %S %M' -o "$bench_tmp/$name.time" "$@" \
		>"$bench_tmp/$name.out" 2>"$bench_tmp/$name.err") || true
	# GNU time writes "Command exited with non-zero status N" first
	read -r wall user sys rss < <(tail -n 1 "$bench_tmp/$name.time")
	echo "$wall $(echo "$user + $sys" | bc) $rss"
}

# bench_findings NAME: the lines of NAME.out naming a file:line.
bench_findings() {
	grep -cE '^[^ ]+\.c:[0-9]+' "$bench_tmp/$1.out" || true
}

# bench_ratio A B: A / B with two decimals.
bench_ratio() { echo "scale=2; $1 / $2" | bc; }

# coccicheck_objdir DIR BUILD: makes DIR a scratch `O=` folder for `make
# coccicheck`, linking the configured kernel build BUILD's generated
# headers and compile database; prints DIR.
coccicheck_objdir() {
	local o=$1 build=$2 gen
	for gen in include/generated arch/x86/include/generated; do
		mkdir -p "$o/$(dirname "$gen")"
		[ -e "$o/$gen" ] || ln -s "$build/$gen" "$o/$gen"
	done
	[ -e "$o/compile_commands.json" ] ||
		ln -s "$build/compile_commands.json" "$o/compile_commands.json"
	echo "$o"
}

# coccicheck_step WHAT CFIX: the step both coccicheck comparisons share,
# after which they compare: `run` runs spatch and cfix side by side (the
# script's run_tool TOOL BINARY), `spatch` or `cfix` one of them alone
# and then ends the script; any other word (`compare`) runs nothing.
coccicheck_step() {
	case $1 in
	run)	run_tool spatch spatch &
		run_tool cfix "$2" &
		wait ;;
	spatch)	run_tool spatch spatch; exit ;;
	cfix)	run_tool cfix "$2"; exit ;;
	esac
}
