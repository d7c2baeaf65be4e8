/* less's `#define constant const`: a name standing for a qualifier
 * before a type keyword, in a declaration inside a function */
#define constant const

int count(const char *str)
{
	constant char *end = str + new_len(str);
	constant struct pos *p;
	constant int n = new_len(end);

	return n;
}
