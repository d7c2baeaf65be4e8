void f(char const *a, const char *b, int const n);
void g(void) {
	char const *p = 0;
	const char *q = 0;
	unsigned const int k = 1;
	const unsigned int k2 = 1;
	char *const r = 0;
}
