# Shared by json.sh, fixit-lines.sh and sarif.sh: for every golden case,
# the exported edits applied by test/exports/apply.py must give the same
# files as --in-place.  Needs: flag, kind (apply.py's), and export_run
# NAME DIR OUT (runs cfix in DIR writing the export to OUT).
roundtrip_cases() {
	local name a b out
	for name in $(export_cases); do
		a=$scratch/$name/in-place b=$scratch/$name/exported
		out=$scratch/$name/export
		copy_case "$name" "$a"
		copy_case "$name" "$b"
		case_run "$name" "$a" --in-place -q
		export_run "$name" "$b" "$out"
		if ! (cd "$b" && python3 "$here/apply.py" "$kind" "$out") \
			>"$scratch/$name/apply.log" 2>&1; then
			fail "$name" "the export does not apply:" \
				"$(tail -5 "$scratch/$name/apply.log")"
			continue
		fi
		if ! diff_out=$(diff -r "$a" "$b"); then
			fail "$name" "files differ from --in-place:" "$diff_out"
			continue
		fi
		roundtrip_check "$name" "$out" || continue
		pass "$name"
	done
}
