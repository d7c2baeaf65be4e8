void f(char const *a, const char *b, int const n);
void g(void) {
	char *p = 0;
	char *q = 0;
	unsigned long k = 1;
	unsigned long k2 = 1;
	char *const r = 0;
}
