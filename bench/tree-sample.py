#!/usr/bin/env python3
"""Print a fixed 1-in-16 sample of a tree's .c files (issue 19).

A file is in the sample when SHA-256("cfix-tree-sample:" + path) has a
first byte below 16, path being relative to the tree ("fs/ext4/inode.c",
no "./").  The rule depends on the path alone, so every binary and every
day gets the same files (about 2,000 of Linux 6.1's 32,004); the file
list is that of bench/all-rules-tree.sh (every regular *.c file).

usage: bench/tree-sample.py TREE   (prints the sampled paths, sorted)
"""
import hashlib
import os
import sys


def in_sample(path):
	digest = hashlib.sha256(("cfix-tree-sample:" + path).encode()).digest()
	return digest[0] < 16


def main():
	if len(sys.argv) != 2:
		sys.exit("usage: bench/tree-sample.py TREE")
	tree = sys.argv[1]
	picked = []
	for folder, _, names in os.walk(tree):
		for name in names:
			full = os.path.join(folder, name)
			if not name.endswith(".c") or os.path.islink(full) or not os.path.isfile(full):
				continue
			path = os.path.relpath(full, tree)
			if in_sample(path):
				picked.append(path)
	for path in sorted(picked):
		print(path)


main()
