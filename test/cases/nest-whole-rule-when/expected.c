void f(int c) {
	a(1);
	if (c) x++;
}
void g(int c) {
	if (d) x++;
}
void h(int c) {
	if (c) x++;
}
void k(int c) {
	a(1);
	c++;
}
