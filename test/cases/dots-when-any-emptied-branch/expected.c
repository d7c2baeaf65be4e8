void f(int c) {
	x();
	if (c) {}
}
