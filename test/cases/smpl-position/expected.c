int tmp, x;

void k(int a)
{
	tmp = fixed(a);
	x = a;
}
