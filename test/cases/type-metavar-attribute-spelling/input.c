static __attribute__((unused)) int a(void) { return 0; }
static __attribute((unused)) long b(void) { return 0; }
