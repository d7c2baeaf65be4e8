/* a driver */
#include "config.h"
#include <stdio.h>
#include "local.h"

#include <stdlib.h>

int main(void)
{
	return 0;
}
