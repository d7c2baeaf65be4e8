# deep-unary-huge.sh's input with -j1: cfix parses in its own process,
# so libclang's stack overflow on 120,000 unary operators kills cfix
# itself (docs/reliability.md, "Deep code").  Known to fail.
printf 'int f(int x)\n{\n\treturn (!x & 4) + '
for i in $(seq 60000); do printf -- '-~'; done
printf 'x;\n}\n'
