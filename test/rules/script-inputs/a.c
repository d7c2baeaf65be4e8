void g(void) { good(); }
