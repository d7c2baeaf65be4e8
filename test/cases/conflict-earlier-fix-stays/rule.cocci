// name: calloc_items
// message: malloc(n * size): use calloc(n, size)
// severity: warning
//
// Two rules of one file whose fixes of one statement overlap (both
// rename `malloc`; one also turns `*` into `,`, the other adds `1, `).
// The first adds no code the second could match, so both run on the
// file as read (one stage), and their fixes conflict: cfix reports the
// conflict with both rules named and keeps the earlier fix alone, never
// a merge into `calloc(1, n, sizeof(struct item))`.  spatch applies the
// first rule, after which the second no longer matches: the same code.
@calloc_items@
@@
- malloc(n * sizeof(struct item))
+ calloc(n, sizeof(struct item))

// message: malloc(size): use calloc(1, size)
@calloc_one@
expression E;
@@
- malloc(E)
+ calloc(1, E)
