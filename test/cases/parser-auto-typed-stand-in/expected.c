#include "thing.h"

static char *banner;
static int count;

static const struct thing_ops thing_ops = {
	.name = "thing",
	.quiet = !banner,
	.none = count == NULL,
};
