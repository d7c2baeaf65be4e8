# 120,000 unary operators in a row: deeper than even the 256 MB stack
# cfix gives clang's parser (deep-unary.sh's 20,000 fit).  libclang dies
# on it; cfix parses each file in a worker process (also a lone file,
# unless -j1), so the answer is a message and exit status 2, not a
# crash.  (With -j1 cfix parses in its own process and dies with it:
# docs/reliability.md.)
printf 'int f(int x)\n{\n\treturn (!x & 4) + '
for i in $(seq 60000); do printf -- '-~'; done
printf 'x;\n}\n'
