void f(int x) {
	a();
	if (x)
		return;
	b();
}

void g(void) {
	a();
	b();
}
