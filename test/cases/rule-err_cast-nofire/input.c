/* Error conversions that are not a plain cast.  Must not fire. */
void *ERR_PTR(long error);
long PTR_ERR(const void *ptr);

struct clk;
struct clk *clk_get(const char *id);

void *wrap(const char *id)
{
	struct clk *clk = clk_get(id);
	long err = PTR_ERR(clk);

	if (err == -2)
		return ERR_PTR(-19);
	return ERR_PTR(PTR_ERR(clk) - 1);
}
