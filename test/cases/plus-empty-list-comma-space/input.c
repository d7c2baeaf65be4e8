void a(void) { g(1); g(); g(1, 2); }
void b(void) { h(); h(7); }
