int f(int n)
{
	for (;;) {
		if (n)
			break;
		goto out;
	}
fail:
	return n;
out:
	return 0;
}
