# 5,000 nested blocks.
printf 'int f(int a)\n{\n'
printf '{%.0s' $(seq 5000)
printf 'a = !a & 4;'
printf '}%.0s' $(seq 5000)
printf '\n\treturn a;\n}\n'
