#define __init
#define __exit

static int __exit foo(void)
{
	return 0;
}

unsigned long __exit bar(int x)
{
	return x;
}

int plain(int x)
{
	return x;
}
