void f(int c) {
	if (c) y();
	z();
	if (c)
		y();
	else
		y();
	while (c) y();
}
