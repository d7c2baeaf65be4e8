int f(int a)
{
	if (a)
		goto out;
	a++;
out:
	bar();
	return 0;
}
