int f(int a)
{
	if (a)
		goto out;
	a++;
out:
	foo();
	bar();
	return 0;
}
