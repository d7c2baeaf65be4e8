int keep;

void f(void)
{
	static const int x;
	static int const y;
	static volatile int z;
	const static int w;
	static unsigned int u;
	int v;
}

static const int g = 1;
static const int h;
int after;
