void f(int c) {
	a(&c);
	b(c);
}
void g(int c) {
	a(c);
	b(c);
}
void k2(int c) {
	a(&c);
	b(&c);
	b(c);
}
