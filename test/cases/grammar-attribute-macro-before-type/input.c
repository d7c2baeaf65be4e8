__maybe_unused int f(void) { return 0; }
int g(void) { return 0; }
