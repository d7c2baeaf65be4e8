# A 10 MB C file: 41,000 small functions that each use a macro (a linear
# lookup of macro uses per node once made this take minutes), with a
# '!x & FLAG' in the first and the last function only.
awk 'BEGIN {
	print "#define FLAG 0x4"
	for (i = 0; size < 10485760; i++) {
		cond = (i == 0 || size > 10485000) ? "!a & FLAG" : "a & FLAG"
		s = sprintf("int f%d(int a, int *p)\n{\n\tint x = a * %d + (p ? *p : 0);\n\tif (%s)\n\t\tx++;\n\tfor (int k = 0; k < a; k++)\n\t\tx += k ^ %d;\n\treturn x;\n}\n\n", i, i, cond, i)
		printf "%s", s
		size += length(s)
	}
}'
