#include <stdio.h>

void f(void)
{
	legacy_init();
}
