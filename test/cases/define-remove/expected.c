#include <stdio.h>

#define OTHER 16
#define LAST 1

int main(void)
{
	printf("%d\n", OTHER + LAST);
	return 0;
}
