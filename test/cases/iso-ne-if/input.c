void slow(void);
void fast(void);
void other(void);
void keep(void);
void drop(void);
void gone(void);

void direct(int a, int b)
{
	if (a != b)
		slow();
	else
		other();
}

void equal(int a, int b)
{
	if (a == b)
		other();
	else
		slow();
}

void negated(int a, int b)
{
	if (!(a != b))
		other();
	else
		slow();
}

void less(int a, int b)
{
	if (a < b)
		slow();
	else
		other();
}

void not_less(int a, int b)
{
	if (a >= b)
		other();
	else
		slow();
}

void both_off(int a, int b)
{
	if (a == b)
		keep();
	else
		drop();
}
