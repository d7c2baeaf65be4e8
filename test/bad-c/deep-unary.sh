# 20,000 unary operators in a row: clang's parser recurses once per
# operator, about 5 KB of stack each (clang-19 itself crashes; cfix parses
# on a 256 MB stack), and the tree is 20,000 deep.
printf 'int f(int x)\n{\n\treturn (!x & 4) + '
for i in $(seq 10000); do printf -- '-~'; done
printf 'x;\n}\n'
