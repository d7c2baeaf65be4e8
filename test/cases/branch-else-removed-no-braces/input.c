void h(int c) {
	if (c) a(); else b();
	if (c)
		a();
	else
		b();
	if (c) a();
}
