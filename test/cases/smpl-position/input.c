int tmp, x;

void k(int a)
{
	tmp = a;
	x = a;
}
