/* less's `#define constant const`: a name standing for a qualifier
 * before a type keyword, in a declaration inside a function */
#define constant const

int count(const char *str)
{
	constant char *end = str + old_len(str);
	constant struct pos *p;
	constant int n = old_len(end);

	return n;
}
