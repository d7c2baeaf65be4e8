#include <linux/kernel.h>
static int f(const char *in)
{
	char pix_clk_name[NAME_LEN];

	snprintf(pix_clk_name, sizeof(pix_clk_name), "%s_pix", in);
	return 0;
}
