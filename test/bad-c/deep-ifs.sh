# 5,000 nested if statements.
printf 'int f(int a)\n{\n'
printf 'if (a) %.0s' $(seq 5000)
printf 'a = !a & 4;\n\treturn a;\n}\n'
