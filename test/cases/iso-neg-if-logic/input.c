void slow(void);
void fast(void);
void other(void);

void direct(int a, int b, int ok)
{
	if (a < b && ok)
		slow();
	else
		other();
}

void swapped(int a, int b, int ok)
{
	if (a >= b || !ok)
		other();
	else
		slow();
}

void turned(int a, int b, int ok)
{
	if (b <= a || !ok)
		other();
	else
		slow();
}

void whole(int a, int b, int ok)
{
	if (!(a < b && ok))
		other();
	else
		slow();
}
