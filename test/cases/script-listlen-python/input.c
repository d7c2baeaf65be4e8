void h(void) { f(1); f(1, 2); f(1, 2, 3); }
