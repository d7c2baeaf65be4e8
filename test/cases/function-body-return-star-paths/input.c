void g(int a)
{
	a++;
}

void k(int a)
{
	if (a)
		return;
	a++;
}

int h(int a)
{
	a++;
	return 1;
}
