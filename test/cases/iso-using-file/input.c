void a(void) { foo(1); bar(2); }
