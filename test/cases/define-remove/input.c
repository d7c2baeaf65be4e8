#include <stdio.h>

#define LIMIT 16

#define OTHER 16
#define LIMIT 16
#define LAST 1

int main(void)
{
	printf("%d\n", OTHER + LAST);
	return 0;
}
