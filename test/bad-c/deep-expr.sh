# 5,000 nested parentheses around '!a & 4'.
printf 'int f(int a)\n{\n\treturn '
printf '(%.0s' $(seq 5000)
printf '!a & 4'
printf ')%.0s' $(seq 5000)
printf ';\n}\n'
