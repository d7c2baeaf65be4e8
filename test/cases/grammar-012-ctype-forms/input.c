#include <stddef.h>
enum color { RED };
void f(void)
{
	long double a;
	enum color c;
	const void *p;
	size_t n;
}
