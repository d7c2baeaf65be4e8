# 3 MB with a finding in each of its 12,000 functions.
awk 'BEGIN {
	print "#define FLAG 0x4"
	for (i = 0; size < 3145728; i++) {
		s = sprintf("int f%d(int a, int *p)\n{\n\tint x = a * %d + (p ? *p : 0);\n\tif (!a & FLAG)\n\t\tx++;\n\tfor (int k = 0; k < a; k++)\n\t\tx += k ^ %d;\n\treturn x;\n}\n\n", i, i, i)
		printf "%s", s
		size += length(s)
	}
}'
