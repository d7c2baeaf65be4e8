int f(int x)
{
	if (x)
		goto fail;
	x++;
	if (x > 2) goto fail;
	return 0;
err:
	return 1;
out:
	x--;
	return 2;
}
