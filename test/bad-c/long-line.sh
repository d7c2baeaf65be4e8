# One 200 KB line: a sum of 50,000 terms (clang's tree is 50,000 deep),
# then '!x & 4'.
printf 'int f(int x)\n{\n\treturn x'
for i in $(seq 50000); do printf ' + x'; done
printf ' + (!x & 4);\n}\n'
