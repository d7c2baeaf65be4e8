enum { x, a, b };
int i[] = { x, a, b, };
int j[] = { x, a, b, };

void f(void)
{
	int i[] = { a, b };
}

enum e { v, w, y, };
