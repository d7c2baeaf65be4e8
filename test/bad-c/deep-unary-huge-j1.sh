# deep-unary-huge.sh's input with -j1: a worker process parses it too,
# so libclang's stack overflow on 120,000 unary operators costs that
# file and not cfix (docs/reliability.md, "Deep code").
printf 'int f(int x)\n{\n\treturn (!x & 4) + '
for i in $(seq 60000); do printf -- '-~'; done
printf 'x;\n}\n'
