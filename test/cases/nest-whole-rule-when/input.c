void f(int c) {
	a(1);
	if (c) x++;
}
void g(int c) {
	a(1);
	if (d) x++;
}
void h(int c) {
	if (c) x++;
	a(1);
}
void k(int c) {
	a(1);
	c++;
}
