#define SQUARE(v) \
	((v) *   \
	 (v))
#define KEEP 3
#define PLUS_ONE(n) ((n) + 1)

int twice(int k)
{
	return k * 2;
}
