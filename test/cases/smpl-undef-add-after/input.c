#define LIMIT 10
#define DEPTH 3
int lim = LIMIT;
#undef LIMIT
#undef DEPTH

int g(void)
{
	return lim;
}
