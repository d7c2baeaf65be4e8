int f(int x)
{
	if (x)
		goto end;
	if (x > 2)
		goto out;
	return 0;
out:
	x++;
end:
	return -1;
}
