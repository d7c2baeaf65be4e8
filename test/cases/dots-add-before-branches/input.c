void same(int i)
{
	start();
	if (i) {
		use(1, buf);
	} else {
		use(2, buf);
	}
}

void differ(int i)
{
	start();
	if (i) {
		use(1, a);
	} else {
		use(2, b);
	}
}
