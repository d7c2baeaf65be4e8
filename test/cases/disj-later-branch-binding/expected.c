void f(int c) {
	a(&c);
}
void g(int c) {
	a(c);
}
void k2(int c) {
	a(&c);
}
