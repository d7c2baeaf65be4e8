#include <stdio.h>
#include "local.h"
int a;
