// name: calloc_items
// message: malloc(n * size): use calloc(n, size)
// severity: warning
@calloc_items@
@@
- malloc(n * sizeof(struct item))
+ calloc(n, sizeof(struct item))
