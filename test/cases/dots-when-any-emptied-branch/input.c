void f(int c) {
	x();
	y();
	if (c) y();
	y();
}
