#define LIMIT 16
#define EMPTY
#define TWICE(x) ((x) * 2)

int limit(void)
{
	return LIMIT;
}
