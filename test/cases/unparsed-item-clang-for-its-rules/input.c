#include <stdlib.h>
#include "ops.h"

static int tab[4];

static int fimd_suspend(void)
{
	return 0;
}

static int fimd_resume(char *p)
{
	if (p)
		free(p);
	return tab[0];
}

/* two macro uses without commas between them: cfix's own parser cannot
 * read this item, clang can (ops.h); array_size's only match is here */
static const struct ops fimd_ops = {
	SET_SLEEP_OPS(fimd_suspend, fimd_resume)
	SET_IDLE_OPS(fimd_suspend)
	.n = sizeof(tab) / sizeof(tab[0]),
};
