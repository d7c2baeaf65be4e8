
#define KEEP 3

int twice(int k)
{
	return k * 2;
}
