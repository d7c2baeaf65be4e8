#define __castattr

int f(long x)
{
	return (int __castattr) x;
}
