// name: calloc_count
// message: malloc(n * size): use calloc(n, size)
// severity: warning
// fix: safe
//
// Two rules of one file that both match `x = malloc(N * SZ)`: the first
// rewrites it, the second must then see the first's code (a header
// comment changes nothing about what the file means), as spatch does.
@calloc_count@
expression x, N, SZ;
@@
- x = malloc(N * SZ)
+ x = calloc(N, SZ)

// message: malloc(size): use calloc(1, size)
@calloc_one@
expression x, E;
@@
- x = malloc(E)
+ x = calloc(1, E)
