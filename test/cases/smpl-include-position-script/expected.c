#include "first.h"
#include <errno.h>
#include <string.h>
#include <stdlib.h>

int f(void);
