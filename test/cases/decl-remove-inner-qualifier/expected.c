int keep;

void f(void)
{
	static unsigned int u;
	int v;
}

static const int g = 1;
int after;
