/* strncpy() of a string literal shorter than the destination pads the
 * rest with NULs, so the copy is terminated; a variable source may fill
 * the bound and is still reported. */
#include <string.h>

struct cli {
	char prompt[64];
};

void set_prompt(struct cli *c)
{
	strncpy(c->prompt, "debugger> ", sizeof(c->prompt));
}

void set_dash(void)
{
	char cell[16];

	strncpy(cell, " - ", sizeof(cell));
	(void)cell;
}

void set_name(struct cli *c, const char *name)
{
	strncpy(c->prompt, name, sizeof(c->prompt));
}
