// name: calloc_items
// message: malloc(n * size): use calloc(n, size)
// severity: warning
//
// Two rules of one file whose fixes of one statement overlap (both
// rename `malloc`; one also turns `*` into `,`, the other adds `1, `).
// The first adds no code the second could match, so both run on the
// file as read (one stage), and their fixes conflict: cfix reports the
// conflict with both rules named and applies neither, rather than
// merging them into `calloc(1, n, sizeof(struct item))`.  A documented
// cfix choice: spatch applies the first rule, after which the second
// no longer matches (`calloc(n, sizeof(struct item))`).
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
