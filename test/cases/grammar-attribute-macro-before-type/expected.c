__maybe_unused int f(void) { return 1; }
int g(void) { return 1; }
