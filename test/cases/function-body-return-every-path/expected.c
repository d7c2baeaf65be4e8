void g(int a)
{
	a++;
	done();
}

void k(int a)
{
	if (a) {
		done();
		return;
	}
	a++;
	done();
}

int h(int a)
{
	a++;
	return 1;
}
