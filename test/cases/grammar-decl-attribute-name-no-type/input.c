#define __init
#define __exit

static int __init foo(void)
{
	return 0;
}

unsigned long __init bar(int x)
{
	return x;
}

int plain(int x)
{
	return x;
}
