/* ERR_PTR(PTR_ERR(p)) is ERR_CAST(p); the line break after the kept "("
 * stays where it was. */
#define MAX_ERRNO 4095
#define IS_ERR(x) ((unsigned long)(void *)(x) >= (unsigned long)-MAX_ERRNO)
void *ERR_PTR(long error);
long PTR_ERR(const void *ptr);
void *ERR_CAST(const void *ptr);

struct clk;
struct regulator;
struct clk *clk_get(const char *id);

struct regulator *reg_get(const char *id)
{
	struct clk *clk = clk_get(id);

	if (IS_ERR(clk))
		return ERR_CAST(clk);
	return ERR_CAST(
		clk_get("ref"));
}
