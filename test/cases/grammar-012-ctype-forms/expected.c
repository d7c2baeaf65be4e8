#include <stddef.h>
enum color { RED };
void f(void)
{
	double a;
	int c;
	const char *p;
	unsigned long n;
}
