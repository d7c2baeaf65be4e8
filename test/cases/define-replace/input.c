#define OLD_SIZE(n) (n * 4)
#define OLD_SIZE(m) (m * 4)

int size(int n)
{
	return n;
}
