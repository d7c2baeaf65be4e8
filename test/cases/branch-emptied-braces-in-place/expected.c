void f(int c) {
	if (c) {}
	z();
	if (c)
		{}
	else
		{}
	while (c) {}
}
