#define LIMIT 10
#define DEPTH 3
int lim = LIMIT;
#undef LIMIT
#define LIMIT 0
#undef DEPTH
#define DEPTH 0

int g(void)
{
	return lim;
}
