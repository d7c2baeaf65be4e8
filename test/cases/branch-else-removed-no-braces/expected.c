void h(int c) {
	if (c) a();
	if (c)
		a();
	if (c) a();
}
