/* A call followed by a string literal is a macro giving a string (no
 * expression is a call then a literal), as spatch reads it; so is one
 * after a literal. The statement is matched. */
#define STRINGIZEx(x) #x
#define STRINGIZE(x) STRINGIZEx(x)

const char *version(char *p)
{
	free(p);
	return "";
}

const char *prefixed(char *p)
{
	free(p);
	return "";
}
