enum { x, a, b };
int i[] = { x, a, };
int j[] = { x, a, b, };

void f(void)
{
	int i[] = { a, };
}

enum e { v, w, };
