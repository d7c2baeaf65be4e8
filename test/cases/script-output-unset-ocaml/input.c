int a(void) { return 1; }
int b(int x) { return x; }
void c(void) { a(); }
