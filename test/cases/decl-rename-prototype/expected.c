int old_twice(int v);
static long *old_lookup(const char *key);
