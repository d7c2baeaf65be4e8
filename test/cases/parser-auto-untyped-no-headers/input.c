#include <linux/missing.h>

static const struct thing_ops thing_ops = {
	.name = "thing",
	.quiet = !default_flags & THING_QUIET,
	.probe = thing_probe,
};

static int thing_ready(struct thing *t)
{
	return !t->flags & THING_READY;
}
