void slow(void);
void fast(void);
void other(void);

void direct(int a, int b, int ok)
{
	if (a < b && ok)
		fast();
	else
		other();
}

void swapped(int a, int b, int ok)
{
	if (a >= b || !ok)
		other();
	else
		fast();
}

void turned(int a, int b, int ok)
{
	if (b <= a || !ok)
		other();
	else
		fast();
}

void whole(int a, int b, int ok)
{
	if (!(a < b && ok))
		other();
	else
		slow();
}
