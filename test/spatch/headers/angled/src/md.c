#include <x/md.h>

void swap_words(unsigned int *p, int n);

void helper(struct md_state *ctx)
{
	swap_words(ctx->block, sizeof(ctx->block) / sizeof(unsigned int));
}
