void f(int c) {
	if (c > 1) {
		if (c > 3) return -1;
		b();
		return -1;
	}
}
void g(int c) {
	if (c > 1) {
		if (c > 3) { a(); return -1; }
		b();
		return -1;
	}
}
void h(int c) {
	if (c > 1) {
		if (c > 3) x();
		b();
		return -1;
	}
}

void f2(int c) {
	if (c > 1) {
		if (c > 3) return -1;
		b();
	}
	x();
}
void g2(int c) {
	if (c > 1) {
		if (c > 3) return -1;
		return -1;
	}
}
void h2(int c) {
	if (c > 1) {
		while (c) { if (c > 3) return -1; c--; }
		return -1;
	}
	x();
}
