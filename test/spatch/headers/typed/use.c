#include "st.h"

void swap_words(u32 *p, int n);

void helper(struct state *ctx)
{
	swap_words(ctx->block, sizeof(ctx->block) / sizeof(u32));
}

void local(void)
{
	u32 words[8];

	swap_words(words, sizeof(words) / sizeof(u32));
}
