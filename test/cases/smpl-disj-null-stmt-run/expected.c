int f(int a)
{
	int x = 0;

	if (a) {
		x++;
	}
	for (;;) {
		if (x > a)
			goto out;
		x++;
	}
out:;
	return x;
}
