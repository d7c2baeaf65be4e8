int f(int x)
{
	if (x)
		goto err;
	x++;
	if (x > 2) goto out;
	return 0;
err:
	return 1;
out:
	x--;
	return 2;
}
