__attribute__((unused)) static long x;
static long y;
