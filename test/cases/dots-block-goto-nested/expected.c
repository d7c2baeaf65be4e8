void f(int c) {
	if (c > 1) {
		if (c > 3) { a(); goto fail; }
		b();
		goto fail;
	}
	if (c > 1) {
		while (c) { if (c > 3) goto fail; c--; }
		goto fail;
	}
out:
	return;
}
