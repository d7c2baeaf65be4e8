/* A rule's literal matches a literal, not a macro name that expands to
 * it: `i < ZERO` and `c == NUL_CHAR` are left alone (as spatch does);
 * the literal forms on lines 10 and 12 are reported, and nothing else. */
#include "h.h"
#define LOCAL_ZERO 0

int f(unsigned int i, char c)
{
	int n = i < ZERO;
	n += i < 0;
	n += c == NUL_CHAR;
	n += c == '\0';
	n += i < LOCAL_ZERO;
	return n;
}
