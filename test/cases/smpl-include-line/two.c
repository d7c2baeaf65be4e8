#include <stdlib.h>
int a;
