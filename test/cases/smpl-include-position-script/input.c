#include "first.h"
#include <string.h>
#include <stdlib.h>

int f(void);
