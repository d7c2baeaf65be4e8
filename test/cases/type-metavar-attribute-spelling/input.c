static __attribute__((unused)) int a(void) { return 0; }
static __attribute((unused)) long b(void) { return 0; }
__attribute((unused)) static char d(void) { return 0; }
static __attribute((unused)) __attribute__((cold)) unsigned e(void) { return 0; }
static __attribute__((cold)) __attribute((unused)) const long *g(void) { return 0; }
