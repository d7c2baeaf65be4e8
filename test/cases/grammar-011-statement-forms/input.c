int f(int n)
{
	for (;;) {
		if (n)
			continue;
		goto fail;
	}
fail:
	return n;
out:
	return 0;
}
