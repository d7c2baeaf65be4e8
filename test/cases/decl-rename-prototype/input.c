int twice(int v);
static long *lookup(const char *key);
