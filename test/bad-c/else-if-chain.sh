# A chain of 20,000 'else if': each is nested in the one before, so
# clang's parser and cfix's tree are 20,000 deep (generated dispatch code
# looks like this).
printf 'int f(int x)\n{\n\tif (!x & 4)\n\t\treturn 1;\n'
awk 'BEGIN { for (i = 0; i < 20000; i++) printf "\telse if (x == %d)\n\t\treturn %d;\n", i, i }'
printf '\treturn 0;\n}\n'
