void f(int c) {
	if (c > 1) {
		if (c > 3) { a(); goto out; }
		b();
		goto out;
	}
	if (c > 1) {
		while (c) { if (c > 3) goto out; c--; }
		goto out;
	}
out:
	return;
}
