#!/bin/sh
set -e
for f in *.c; do
	echo "$f" | sed -e s/x/y/
done
exit 0
