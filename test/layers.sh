#!/usr/bin/env bash
# Checks that the code's layers depend one way (docs/architecture.md):
#
#   test/layers.sh [CFIX]
#
# - matchers/'s layers, bottom to top: syntax/ < smpl/, cfront/ <
#   ocaml/, prefilter/ < python/ < match/.  A file may include the headers of its
#   own layer and of layers below it, never of one above or beside it;
#   matchers.h (the public front door) is below them all.
# - the modules: base/ < matchers/ < fixits/ < tool/; a module includes
#   another's public header only (matchers.h, fixits.h), never a
#   private one (*_internal.h, a layer's header).
# - no source file of matchers/ over 1,500 lines;
# - with CFIX (a binary in a cmake build folder): no circle of calls
#   between files but the one the design allows (test/circles.py over
#   that folder's objects).
#
# Prints one line per violation and "N passed, N failed" last.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2

passed=0 failed=0
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }

# rank LAYER: a layer's height; layers of one height may not include
# each other.
rank() {
	case $1 in
	'') echo 0 ;;		# matchers/matchers.h itself
	syntax) echo 1 ;;
	smpl | cfront) echo 2 ;;
	ocaml | prefilter) echo 3 ;;
	python) echo 4 ;;
	match) echo 5 ;;
	*) echo 99 ;;
	esac
}

layers=(syntax smpl cfront ocaml python prefilter match)
for dir in matchers/*/; do
	name=$(basename "$dir")
	[ "$name" = rules ] && continue
	if [ "$(rank "$name")" = 99 ]; then
		fail "$dir: a folder of matchers/ with no place among the layers (test/layers.sh)"
	fi
done

# The layer a header path (as written in #include, relative to file)
# belongs to: its folder under matchers/, or "" for matchers.h.
for file in $(find matchers -name '*.[ch]' | sort); do
	mine=$(echo "$file" | cut -d/ -f2)
	[ "${file#matchers/*/}" = "$file" ] && mine=''
	ok=true
	while IFS= read -r inc; do
		target=$(realpath -m --relative-to=. "$(dirname "$file")/$inc")
		case $target in
		matchers/matchers.h) theirs='' ;;
		matchers/*/*) theirs=$(echo "$target" | cut -d/ -f2) ;;
		base/base.h) continue ;;
		*)
			fail "$file includes $inc, outside base/ and matchers/"
			ok=false
			continue
			;;
		esac
		[ "$theirs" = "$mine" ] && continue
		if [ "$(rank "$theirs")" -ge "$(rank "$mine")" ]; then
			fail "$file (layer ${mine:-top}) includes $inc (layer ${theirs:-top}): not below it"
			ok=false
		fi
	done < <(sed -n 's/^#include "\(.*\)"/\1/p' "$file")
	$ok && passed=$((passed + 1))
done

# Modules: tool/ and fixits/ reach matchers/ through matchers.h alone.
for file in $(find fixits tool -name '*.[ch]' | sort); do
	ok=true
	while IFS= read -r inc; do
		case $inc in
		*matchers/*/* | *_internal.h)
			case $file:$inc in
			fixits/*:fixits_internal.h | fixits/*:export_internal.h) ;;
			*)
				fail "$file includes $inc, another module's private header"
				ok=false
				;;
			esac
			;;
		*fixits/* | *fixits.h)
			[[ $file == fixits/* ]] || continue
			;;
		*tool/* | *tool.h | *lsp.h)
			if [[ $file == fixits/* ]]; then
				fail "$file includes $inc: fixits/ is below tool/"
				ok=false
			fi
			;;
		esac
	done < <(sed -n 's/^#include "\(.*\)"/\1/p' "$file")
	$ok && passed=$((passed + 1))
done
for file in $(find matchers base -name '*.[ch]' | sort); do
	if grep -qE '^#include "(\.\./)*(fixits|tool)/' "$file"; then
		fail "$file includes a header of a module above it"
	fi
done

# Size: no source file of matchers/ over 1,500 lines.
for file in $(find matchers -name '*.c' | sort); do
	n=$(wc -l <"$file")
	if [ "$n" -gt 1500 ]; then
		fail "$file has $n lines (at most 1,500)"
	else
		passed=$((passed + 1))
	fi
done

# Calls: test/circles.py over the build folder of CFIX.
if [ $# -ge 1 ] && [ -d "$(dirname "$1")/CMakeFiles" ]; then
	log=$(python3 test/circles.py "$(dirname "$1")")
	status=$?
	grep -v ' passed, ' <<<"$log"
	if [ "$status" -eq 0 ]; then
		passed=$((passed + 1))
	else
		fail "test/circles.py $(dirname "$1"): a circle of calls (above)"
	fi
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
