#include "ctx.h"

void swap_words(u32 *p, int n);

void helper(struct md_state *ctx)
{
	swap_words(ctx->block, sizeof(ctx->block) / sizeof(u32));
}
