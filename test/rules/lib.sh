# Shared by test/rules/*.sh: counted checks of a cfix run's status and
# output (test/lib.sh's counters); $status is the last run's.

source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
# check NAME EXPECTED-STATUS GREP-PATTERN FILE: status and a line of FILE
check() {
	if [ "$status" != "$2" ]; then
		fail "$1" "exit status $status, expected $2" "$(head -5 "$4")"
	elif ! grep -q -E -- "$3" "$4"; then
		fail "$1" "no line matching /$3/ in:" "$(head -5 "$4")"
	else
		pass "$1"
	fi
}
# absent NAME GREP-PATTERN FILE: no line of FILE matches
absent() {
	if grep -q -E -- "$2" "$3"; then
		fail "$1" "a line matches /$2/:" "$(grep -E -- "$2" "$3" | head -3)"
	else
		pass "$1"
	fi
}
