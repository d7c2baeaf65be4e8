# 5,000 blocks opened and never closed.
printf 'int f(int a)\n{\n'
for i in $(seq 5000); do printf 'if (a) {\n'; done
printf 'a = !a & 4;\n'
