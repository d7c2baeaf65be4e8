void a(void) { baz(1); baz(2); }
