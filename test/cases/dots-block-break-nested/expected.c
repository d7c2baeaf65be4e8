void f(int c) {
	while (c > 1) {
		if (c > 3) goto out;
		b();
		goto out;
	}
}
