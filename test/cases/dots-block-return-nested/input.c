void f(int c) {
	if (c > 1) {
		if (c > 3) return;
		b();
		return;
	}
}
void g(int c) {
	if (c > 1) {
		if (c > 3) { a(); return; }
		b();
		return;
	}
}
void h(int c) {
	if (c > 1) {
		if (c > 3) x();
		b();
		return;
	}
}

void f2(int c) {
	if (c > 1) {
		if (c > 3) return;
		b();
	}
	x();
}
void g2(int c) {
	if (c > 1) {
		if (c > 3) return;
		return;
	}
}
void h2(int c) {
	if (c > 1) {
		while (c) { if (c > 3) return; c--; }
		return;
	}
	x();
}
