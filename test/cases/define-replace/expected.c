#define NEW_SIZE(n) (n * 8)
#define OLD_SIZE(m) (m * 4)

int size(int n)
{
	return n;
}
